import Interactors
import Presenters
import Views

/// `viper-auth browser`: plays the hosted login page (and web site) in a second terminal.
///
/// For an authorize URL the app printed it asks for email and password and prints the redirect to
/// paste back into the app (or the redirect of its "forgot password" and "cancel" choices); for an
/// app-to-web URL it prints who is signed in on the web; with `--code` it signs in on the account
/// page and prints a one-time registration code. Exit status: 0 done; 1 nothing given (end of
/// input, a refused or expired link, an unusable home); 2 a bad command line or URL.
@MainActor
enum BrowserCommand {
    /// The choices of the hosted login page.
    enum Choice: Equatable, Sendable {
        case signIn
        case forgotPassword
        case cancel
    }

    static let menu = Menu<Choice>([
        .init(.signIn, keyword: "signin", title: "Sign in with email and password"),
        .init(.forgotPassword, keyword: "forgot", title: "Forgot password"),
        .init(.cancel, keyword: "cancel", title: "Cancel"),
    ])

    static func run(_ options: BrowserOptions) -> Int32 {
        let environment = ProcessIO.environment()
        let settings: EngineSettings
        do throws(AppError) {
            settings = try EngineSettings.resolve(
                homeFlag: options.home, environment: environment, appEnvironment: .prod)
        } catch {
            return fail(ErrorPresentation(error).message, status: ExitStatus.failure)
        }
        let page: HostedLoginPage
        do throws(CompanionError) {
            page = try HostedLoginPage.open(settings: settings)
        } catch {
            return fail(error)
        }
        let address: BrowserAddress
        switch options.target {
        case .registrationCode:
            return withTerminal(options, environment) { registrationCode(page: page, terminal: $0) }
        case .address(let url):
            do {
                address = try page.address(url)
            } catch {
                return fail(error)
            }
        }
        switch address {
        case .appToWeb(let url):
            return signInOnTheWeb(page: page, url: url)
        case .authorize(let url):
            return withTerminal(options, environment) { loginPage(page: page, url: url, terminal: $0) }
        }
    }

    private static func withTerminal(
        _ options: BrowserOptions, _ environment: [String: String], _ body: (StandardTerminal) -> Int32
    ) -> Int32 {
        TerminalSignals.install()
        let terminal = StandardTerminal.make(noColorFlag: options.noColor, environment: environment)
        defer { terminal.restore() }
        return body(terminal)
    }

    private static func signInOnTheWeb(page: HostedLoginPage, url: String) -> Int32 {
        do {
            let user = try page.signInOnTheWeb(url)
            ProcessIO.writeOutputLine(
                "Signed in on the web as \(user.fullName) <\(user.email)> (user \(user.userId)).")
            return ExitStatus.success
        } catch {
            return fail(error)
        }
    }

    /// The login page: a menu until the person signs in, cancels or chooses "forgot password".
    private static func loginPage(page: HostedLoginPage, url: String, terminal: any Terminal) -> Int32 {
        let writer = ScreenWriter(terminal: terminal)
        writer.title("viper-auth login page")
        writer.body(["viper-auth asks you to sign in."])
        writer.menu(menu)
        while true {
            guard let line = terminal.answer(Prompt.choice) else {
                return endOfInput(terminal)
            }
            guard let choice = menu.action(for: line) else {
                writer.error(menu.unknownChoiceMessage)
                continue
            }
            let answer: HostedPageAnswer
            switch choice {
            case .signIn:
                // A wrong email and password pair asks again from the email; an empty email leaves.
                var signedIn: HostedPageAnswer?
                while signedIn == nil {
                    guard
                        let (email, password) = askCredentials(page: page, terminal: terminal, writer: writer)
                    else { return endOfInput(terminal) }
                    guard let email else { break }
                    terminal.startProgress("Signing in…")
                    let attempt = page.signIn(authorizeURL: url, email: email, password: password)
                    terminal.stopProgress()
                    if case .refused(let refusal) = attempt {
                        writer.error(BrowserText.message(for: refusal))
                    } else {
                        signedIn = attempt
                    }
                }
                guard let signedIn else {
                    writer.menu(menu)
                    continue
                }
                answer = signedIn
            case .forgotPassword:
                answer = page.forgotPassword(authorizeURL: url)
            case .cancel:
                answer = page.cancel(authorizeURL: url)
            }
            switch answer {
            case .accepted(let redirect):
                writer.success(
                    choice == .signIn ? "Signed in. The browser now goes to:" : "The browser now goes to:")
                writer.body([redirect])
                writer.body(["Paste that address into the app."])
                return ExitStatus.success
            case .refused(let refusal):
                writer.error(BrowserText.message(for: refusal))
                writer.menu(menu)
            }
        }
    }

    /// The account page: signs in and shows a one-time registration code.
    private static func registrationCode(page: HostedLoginPage, terminal: any Terminal) -> Int32 {
        let writer = ScreenWriter(terminal: terminal)
        writer.title("viper-auth account page")
        writer.body([
            "Sign in to get a one-time code that registers a device (as a QR code would).",
            "An empty email leaves.",
        ])
        while true {
            guard let (email, password) = askCredentials(page: page, terminal: terminal, writer: writer)
            else {
                return endOfInput(terminal)
            }
            guard let email else {
                terminal.writeLine("No code was issued.")
                return ExitStatus.failure
            }
            terminal.startProgress("Signing in…")
            let answer = page.registrationCode(email: email, password: password)
            terminal.stopProgress()
            switch answer {
            case .accepted(let code):
                writer.success("Your one-time registration code (it works once, for a few minutes):")
                writer.body([code])
                writer.body(["In the app: Register → Register with a one-time code, and paste it."])
                return ExitStatus.success
            case .refused(let refusal):
                writer.error(BrowserText.message(for: refusal))
            }
        }
    }

    /// Email (asked again until it has the shape of one), then password (echo off, asked again
    /// while empty); nil at end of input, a nil email when the email line was empty.
    private static func askCredentials(page: HostedLoginPage, terminal: any Terminal, writer: ScreenWriter)
        -> (String?, SecretInput)?
    {
        var email = ""
        while true {
            guard let line = terminal.answer(.text("Email", maximumLength: 254)) else { return nil }
            email = line.trimmedLine()
            guard !email.isEmpty else { return (nil, SecretInput("")) }
            if page.isPlausibleEmail(email) { break }
            writer.error(SignUpProblemText.message(for: .invalidEmail))
        }
        while true {
            guard let password = terminal.answer(.secret("Password")) else { return nil }
            if !password.isEmpty { return (email, SecretInput(password)) }
            writer.error("Enter your password.")
        }
    }

    private static func endOfInput(_ terminal: any Terminal) -> Int32 {
        terminal.writeLine()
        terminal.writeLine("End of input: nothing was signed in.")
        return ExitStatus.failure
    }

    /// An address the page does not serve is a bad command line; anything else a failure.
    private static func fail(_ error: CompanionError) -> Int32 {
        let status =
            switch error {
            case .badSignInAddress, .badAppToWebAddress: ExitStatus.usage
            case .linkUnknownOrUsed, .linkExpired, .serverDataUnavailable, .signingKeySetAside:
                ExitStatus.failure
            }
        return fail(BrowserText.message(for: error), status: status)
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        ProcessIO.writeErrorLine("viper-auth: \(message)")
        return status
    }
}

extension String {
    /// The line without surrounding whitespace.
    fileprivate func trimmedLine() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
