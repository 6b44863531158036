extension ExitStatus {
    /// Every exit status and what it means, as the manual lists them and the README's table shows
    /// them (a test holds the table to this list); a command name is written `push`, as Markdown
    /// marks code. `--help` says the same in its own shorter lines.
    static let documented: [(status: String, meaning: String)] = [
        ("\(success)", "quit, or input ended (the current step cancelled, state intact)"),
        ("\(failure)", "the home directory could not be used: the engine did not start"),
        (
            "\(failure)",
            "`push`, `status`: no such profile or account, not enrolled for push, unreadable state; "
                + "`browser`: nothing was given (end of input, a used or expired link); `clock`, "
                + "`faults`: the home's simulation files could not be used; `simulate`: no such profile "
                + "or session, no refresh token rotated away yet, or the server accepted it"
        ),
        (
            "\(usage)",
            "bad command line (one line on standard error, then a usage hint); for `push`, a message "
                + "holding control characters (one line saying so); for `browser`, a URL it does not serve"
        ),
        (
            "\(pushDenied)",
            "`push --wait`: the request was denied (by the person, a wrong code or a wrong PIN)"
        ),
        ("\(pushExpired)", "`push --wait`: the request expired unanswered"),
        ("\(pushUnanswered)", "`push --wait`: no answer within S seconds; the request is still pending"),
        ("130 / 143", "interrupted by Ctrl-C / terminated; the terminal is restored first"),
    ]
}
