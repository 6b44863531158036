import Interactors
import Presenters
import Views

// The pages `viper-auth browser` plays on a terminal: the hosted login page and the account page.
@MainActor
extension BrowserCommand {
    /// The login page: a menu until the person signs in, cancels or chooses "forgot password".
    static func loginPage(page: HostedLoginPage, url: String, terminal: any Terminal) async -> Int32 {
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
                    let attempt = await page.signIn(authorizeURL: url, email: email, password: password)
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
                answer = await page.forgotPassword(authorizeURL: url)
            case .cancel:
                answer = await page.cancel(authorizeURL: url)
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
    static func registrationCode(page: HostedLoginPage, terminal: any Terminal) async -> Int32 {
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
            let answer = await page.registrationCode(email: email, password: password)
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
            email = line.trimmingWhitespace()
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
}
