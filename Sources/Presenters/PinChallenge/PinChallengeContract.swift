/// Where the PinChallenge module sends the person.
@MainActor
public protocol PinChallengeRouting: AnyObject {
    /// The PIN was right and the profile is signed in.
    func pinChallengeDidSignIn(profileId: String)
    /// The person cancelled (empty line or end of input), or the login failed; `notice` says why.
    func pinChallengeDidEnd(notice: String?)
    /// The last attempt was wrong: the profile was deregistered; `notice` says so.
    func pinChallengeDidDeregister(notice: String)
    // authenticators and profile
    /// A flow started from a signed-in screen (PIN change, authenticator registration) was
    /// cancelled or failed; back to that screen for `profileId`, `notice` saying why.
    func pinChallengeDidEnd(profileId: String?, notice: String?)
    /// The current PIN was right and the PIN change asks for the new PIN.
    func pinChallengeNeedsNewPin(profileId: String?)
    /// The new authenticator is registered; `notice` says which.
    func pinChallengeDidRegisterAuthenticator(profileId: String?, notice: String)
}

/// What the PinChallenge presenter asks its view to show; every sentence is the presenter's.
@MainActor
public protocol PinChallengeViewInterface: AnyObject {
    /// Shows the screen's title and the lines under it.
    func showHeading(title: String, lines: [String])
    /// Shows lines of explanation for the next question (after the heading).
    func showLines(_ lines: [String])
    /// Shows what went wrong with the last PIN typed.
    func showError(_ message: String)
    /// Asks `prompt` at the next read.
    func ask(_ prompt: Prompt)
    /// Shows a spinner with `message` while the PIN is checked.
    func showProgress(_ message: String)
    /// Removes the spinner.
    func hideProgress()
}

/// What the PinChallenge view tells its presenter: the lines typed at the PIN prompt.
@MainActor
public protocol PinChallengePresenting: LinePresenting {}
