import AuthEngine

/// The hosted login page and web site that `viper-auth browser` plays in a second terminal, over
/// the token server of the same home as the app.
///
/// It signs a person in for an authorize URL the app printed and returns the redirect to paste
/// back (or the redirect of the page's cancel and forgot-password choices), redeems app-to-web
/// URLs, and issues one-time registration codes (the code a QR code on the web would carry).
package final class HostedLoginPage: Sendable {
    private let server: any HostedPages

    private init(server: any HostedPages) {
        self.server = server
    }

    /// Opens the token server of `settings`' home (creating it, with the demo accounts, if new),
    /// or the pages of the server `--server` names.
    package static func open(settings: EngineSettings) throws(CompanionError) -> HostedLoginPage {
        if let url = settings.server {
            let transport = ControlTokenTransport(
                base: HTTPClientTransport(server: url), homeDirectory: settings.homeDirectory)
            return HostedLoginPage(server: RemoteHostedPages(transport: transport))
        }
        do {
            return HostedLoginPage(
                server: try TokenServer(
                    directory: settings.homeDirectory + "/server",
                    configuration: settings.serverConfiguration,
                    clock: settings.clock))
        } catch {
            switch error {
            case .storage(let error): throw .serverDataUnavailable(StorageProblem(error))
            case .signingKeySetAside(let savedAs): throw .signingKeySetAside(savedAs: savedAs)
            case .ownedByServer(let url): throw .ownedByServer(url: url)
            case .inUse: throw .ownedByServer(url: nil)
            }
        }
    }

    /// What `url` is: an authorize URL this page serves, or an app-to-web URL; anything else is
    /// `.badSignInAddress`.
    package func address(_ url: String) async throws(CompanionError) -> BrowserAddress {
        if url.hasPrefix(TokenServer.appToWebBaseURL) { return .appToWeb(url) }
        // The cancel redirect is built from the request alone and changes nothing, so it checks the
        // URL exactly as the page will serve it.
        if case .invalidRequest(let problem) = await server.hostedLoginCancelled(authorizeURL: url) {
            throw .badSignInAddress(SignInAddressProblem(problem))
        }
        return .authorize(url)
    }

    /// True when `email` has the shape of an email address, by the rule sign-up applies, so the
    /// page refuses a typo before it checks anything.
    package static func isPlausibleEmail(_ email: String) -> Bool {
        EmailAddress.isPlausible(EmailAddress.normalized(email))
    }

    /// Signs in with `email` and `password`: `.accepted` with the redirect carrying a new
    /// authorization code, or `.refused` with why (the page lets the person try again).
    package func signIn(authorizeURL: String, email: String, password: SecretInput) async -> HostedPageAnswer
    {
        answer(
            await server.hostedLogin(
                authorizeURL: authorizeURL, email: email, password: password.engineSecret))
    }

    /// The redirect of the page's "cancel" choice (B2C's `AADB2C90091`).
    package func cancel(authorizeURL: String) async -> HostedPageAnswer {
        answer(await server.hostedLoginCancelled(authorizeURL: authorizeURL))
    }

    /// The redirect of the page's "forgot password" choice (B2C's `AADB2C90118`).
    package func forgotPassword(authorizeURL: String) async -> HostedPageAnswer {
        answer(await server.hostedLoginForgotPassword(authorizeURL: authorizeURL))
    }

    /// Who an app-to-web URL signs in on the web; the URL works once.
    package func signInOnTheWeb(_ url: String) async throws(CompanionError) -> WebUser {
        do {
            let signIn = try await server.redeemAppToWebToken(url: url)
            return WebUser(userId: signIn.userId, email: signIn.email, fullName: signIn.fullName)
        } catch {
            switch error {
            case .malformedURL: throw .badAppToWebAddress
            case .unknownOrUsed: throw .linkUnknownOrUsed
            case .expired: throw .linkExpired
            case .storage: throw .serverDataUnavailable(nil)
            }
        }
    }

    /// A one-time registration code for the account of `email` and `password`: `.accepted` with
    /// the code, or `.refused` with why.
    package func registrationCode(email: String, password: SecretInput) async -> HostedPageAnswer {
        do {
            return .accepted(
                try await server.issueOneTimeRegistrationCode(email: email, password: password.engineSecret))
        } catch {
            return .refused(HostedPageRefusal(error))
        }
    }

    private func answer(_ result: HostedLoginResult) -> HostedPageAnswer {
        switch result {
        case .redirect(let url): .accepted(url)
        case .retry(let refusal): .refused(HostedPageRefusal(refusal))
        case .invalidRequest(let problem): .refused(.badSignInAddress(SignInAddressProblem(problem)))
        }
    }
}

/// The kinds of address `viper-auth browser` opens.
package enum BrowserAddress: Equatable, Sendable {
    /// The app's browser sign-in: the hosted login page.
    case authorize(String)
    /// An app-to-web single sign-on URL.
    case appToWeb(String)
}

/// What the hosted page answered: the redirect or code it gives, or why not.
package enum HostedPageAnswer: Equatable, Sendable {
    /// The redirect URL (or the one-time code) to hand to the app.
    case accepted(String)
    /// Why not; the person may try again.
    case refused(HostedPageRefusal)
}

/// Who an app-to-web URL signed in on the web.
package struct WebUser: Equatable, Sendable {
    /// The account's user id.
    package let userId: String
    /// The account's email.
    package let email: String
    /// The account holder's name.
    package let fullName: String

    /// Built by `signInOnTheWeb(_:)` from the server's record of the app-to-web sign-in.
    package init(userId: String, email: String, fullName: String) {
        self.userId = userId
        self.email = email
        self.fullName = fullName
    }
}

/// Why `viper-auth browser` cannot do what it was asked; the command words each case.
package enum CompanionError: Error, Equatable, Sendable {
    /// The URL is not an authorize URL the page serves (exit status 2).
    case badSignInAddress(SignInAddressProblem)
    /// The URL starts like an app-to-web URL but carries no usable token (exit status 2).
    case badAppToWebAddress
    /// The app-to-web link was never issued or was already used (exit status 1).
    case linkUnknownOrUsed
    /// The app-to-web link's short lifetime has passed (exit status 1).
    case linkExpired
    /// The home's server could not be opened, read or written (exit status 1); `problem` names
    /// the step and the file when the server said.
    case serverDataUnavailable(StorageProblem?)
    /// The server's signing key was damaged and set aside as `savedAs`; the next start makes a new one.
    case signingKeySetAside(savedAs: String)
    /// A `viper-auth server` process owns the home's server half; `url` is where it answers.
    case ownedByServer(url: String?)
}
