import DI
import Presenters

/// `viper-auth browser`: plays the hosted login page (and web site) in a second terminal.
///
/// For an authorize URL the app printed it asks for email and password and prints the redirect to
/// paste back into the app (or the redirect of its "forgot password" and "cancel" choices); for
/// the OpenID provider's own pages (`http://…/oauth2/authorize?…`, `…/oauth2/device`) it plays
/// their HTML form over HTTP and takes the browser's return to the app waiting on loopback; for an
/// app-to-web URL it prints who is signed in on the web; with `--code` it signs in on the account
/// page and prints a one-time registration code. Exit status: 0 done; 1 nothing given (end of
/// input, a refused or expired link, an unusable home, a page or app that did not answer); 2 a bad
/// command line or URL.
struct BrowserCommand: Command {
    /// What the page is asked to do: open a URL, or `--code`.
    typealias Target = BrowserTarget

    static let url = Argument<String>.operand(
        "URL", expected: "a URL",
        help: "The address the app printed for \"Sign in through the browser\": the login page "
            + "asks for email and password (or offers \"forgot password\" and \"cancel\"), then hands "
            + "the redirect to the app waiting on this machine, or prints it to paste into the app. Or "
            + "the device page the app shows for \"device\" (http://…/oauth2/device): approves or "
            + "denies the code. Or an app-to-web address "
            + "(https://web.viper-auth.local/sso?token=...): prints who is signed in on the web (each "
            + "address works once).")
    static let registrationCode = Argument<Bool>.flag(
        "--code",
        help: "Sign in on the account page and print a one-time registration code for Register -> "
            + "\"Register with a one-time code\".")

    static let declaration = CommandDeclaration(
        name: "browser", summary: "the web, in a 2nd terminal",
        usage: .alternatives([.required(url), .required(registrationCode)]),
        details: """
            It plays the web in a second terminal, on the same home as the app (give it the app's
            --home); the OpenID provider's pages (http://…/oauth2/…) need no home.
            """)

    /// What to do.
    var target: Target
}
extension BrowserCommand {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        target =
            arguments.has(Self.registrationCode)
            ? .registrationCode : .address(try arguments.required(Self.url))
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().browser(target))
    }
}
