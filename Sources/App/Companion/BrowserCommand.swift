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
struct BrowserCommand: Command {
    /// What the page is asked to do.
    enum Target: Equatable {
        /// Open `url`: an authorize URL the app printed, or an app-to-web URL.
        case address(String)
        /// `--code`: sign in on the account page and get a one-time registration code.
        case registrationCode
    }

    static let url = Argument<String>.operand(
        "URL", expected: "a URL",
        help: "The address the app printed for \"Sign in through the browser\": the hosted login page "
            + "asks for email and password (or offers \"forgot password\" and \"cancel\") and prints "
            + "the redirect to paste into the app. Or an app-to-web address "
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
            --home).
            """)

    /// What to do.
    var target: Target

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

}

extension BrowserCommand {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        target =
            arguments.has(Self.registrationCode)
            ? .registrationCode : .address(try arguments.required(Self.url))
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        let environment = ProcessIO.environment()
        guard let settings = shared.engineSettings(environment: environment) else {
            return ExitStatus.failure
        }
        let page: HostedLoginPage
        do throws(CompanionError) {
            page = try HostedLoginPage.open(settings: settings)
        } catch {
            return Self.fail(error)
        }
        let address: BrowserAddress
        switch target {
        case .registrationCode:
            return await Self.withTerminal(shared, environment) {
                await Self.registrationCode(page: page, terminal: $0)
            }
        case .address(let url):
            do {
                address = try await page.address(url)
            } catch {
                return Self.fail(error)
            }
        }
        switch address {
        case .appToWeb(let url):
            return await Self.signInOnTheWeb(page: page, url: url)
        case .authorize(let url):
            return await Self.withTerminal(shared, environment) {
                await Self.loginPage(page: page, url: url, terminal: $0)
            }
        }
    }

    @MainActor private static func withTerminal(
        _ shared: SharedOptions, _ environment: [String: String], _ body: (StandardTerminal) async -> Int32
    ) async -> Int32 {
        TerminalSignals.install()
        let terminal = StandardTerminal.make(noColorFlag: shared.noColor, environment: environment)
        defer { terminal.restore() }
        return await body(terminal)
    }

    @MainActor private static func signInOnTheWeb(page: HostedLoginPage, url: String) async -> Int32 {
        do {
            let user = try await page.signInOnTheWeb(url)
            ProcessIO.writeOutputLine(
                "Signed in on the web as \(user.fullName) <\(user.email)> (user \(user.userId)).")
            return ExitStatus.success
        } catch {
            return fail(error)
        }
    }

    /// An address the page does not serve is a bad command line; anything else a failure.
    @MainActor private static func fail(_ error: CompanionError) -> Int32 {
        let status =
            switch error {
            case .badSignInAddress, .badAppToWebAddress: ExitStatus.usage
            case .linkUnknownOrUsed, .linkExpired, .serverDataUnavailable, .signingKeySetAside,
                .ownedByServer:
                ExitStatus.failure
            }
        return fail(BrowserText.message(for: error), status: status)
    }

    @MainActor private static func fail(_ message: String, status: Int32) -> Int32 {
        ProcessIO.writeErrorLine("viper-auth: \(message)")
        return status
    }
}
