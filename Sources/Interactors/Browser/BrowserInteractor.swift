import Synchronization

/// The use cases of `viper-auth browser`: the hosted login page and the web site, played on the
/// home (`HostedLoginPage`), opened once before anything else is asked of them.
package protocol BrowserInteracting: Sendable {
    /// Opens the page on the home's server state; every other call needs it opened.
    func open() throws(CompanionError)
    /// What `url` is: an authorize URL the page serves, or an app-to-web URL.
    func address(_ url: String) async throws(CompanionError) -> BrowserAddress
    /// True when `email` has the shape of an email address.
    func isPlausibleEmail(_ email: String) -> Bool
    /// Signs in on the login page of `authorizeURL`.
    func signIn(authorizeURL: String, email: String, password: SecretInput) async -> HostedPageAnswer
    /// The login page's "cancel".
    func cancel(authorizeURL: String) async -> HostedPageAnswer
    /// The login page's "forgot password".
    func forgotPassword(authorizeURL: String) async -> HostedPageAnswer
    /// Redeems an app-to-web URL: who is signed in on the web.
    func signInOnTheWeb(_ url: String) async throws(CompanionError) -> WebUser
    /// Signs in on the account page and issues a one-time registration code.
    func registrationCode(email: String, password: SecretInput) async -> HostedPageAnswer
    /// The OpenID provider's page `url` names, played over HTTP without the home; nil for an
    /// address of the home's hosted page.
    func providerPageKind(_ url: String) -> ProviderPageKind?
    /// Loads the provider's page at `url`.
    func loadProviderPage(_ url: String) async -> ProviderPageStep
    /// Submits the form of the provider's page shown last.
    func submitProviderPage(_ answer: ProviderFormAnswer) async -> ProviderPageStep
}

/// The hosted page of the home `settings` name.
package final class BrowserInteractor: BrowserInteracting {
    private let settings: EngineSettings
    private let page = Mutex<HostedLoginPage?>(nil)
    private let providerPages = ProviderPages()

    /// The page of the home under `settings`, not opened yet.
    package init(settings: EngineSettings) {
        self.settings = settings
    }

    /// Opens the page for the home, once.
    package func open() throws(CompanionError) {
        let opened = try HostedLoginPage.open(settings: settings)
        page.withLock { $0 = opened }
    }

    /// What `url` is, as the opened page reads it.
    package func address(_ url: String) async throws(CompanionError) -> BrowserAddress {
        try await opened().address(url)
    }

    /// True when `email` has the shape of one, by the sign-up rule (no page needs to be open).
    package func isPlausibleEmail(_ email: String) -> Bool {
        HostedLoginPage.isPlausibleEmail(email)
    }

    /// The page's answer to a sign-in.
    package func signIn(authorizeURL: String, email: String, password: SecretInput) async -> HostedPageAnswer
    {
        await answer { await $0.signIn(authorizeURL: authorizeURL, email: email, password: password) }
    }

    /// The page's answer to "cancel".
    package func cancel(authorizeURL: String) async -> HostedPageAnswer {
        await answer { await $0.cancel(authorizeURL: authorizeURL) }
    }

    /// The page's answer to "forgot password".
    package func forgotPassword(authorizeURL: String) async -> HostedPageAnswer {
        await answer { await $0.forgotPassword(authorizeURL: authorizeURL) }
    }

    /// Who the app-to-web `url` signs in on the web.
    package func signInOnTheWeb(_ url: String) async throws(CompanionError) -> WebUser {
        try await opened().signInOnTheWeb(url)
    }

    /// The account page's answer: a one-time registration code, or why not.
    package func registrationCode(email: String, password: SecretInput) async -> HostedPageAnswer {
        await answer { await $0.registrationCode(email: email, password: password) }
    }

    /// The provider page's kind, read from `url` alone.
    package func providerPageKind(_ url: String) -> ProviderPageKind? {
        ProviderPages.kind(of: url)
    }

    /// The provider's page at `url`, fetched over HTTP.
    package func loadProviderPage(_ url: String) async -> ProviderPageStep {
        await providerPages.load(url)
    }

    /// Where the answer on the provider's page led.
    package func submitProviderPage(_ answer: ProviderFormAnswer) async -> ProviderPageStep {
        await providerPages.submit(answer)
    }

    /// The page `open()` opened; asked before, the server state is not there to use.
    private func opened() throws(CompanionError) -> HostedLoginPage {
        guard let opened = page.withLock({ $0 }) else { throw .serverDataUnavailable(nil) }
        return opened
    }

    /// What the opened page answers; a page never opened cannot be signed in on.
    private func answer(_ call: (HostedLoginPage) async -> HostedPageAnswer) async -> HostedPageAnswer {
        guard let opened = try? opened() else { return .refused(.serviceUnavailable) }
        return await call(opened)
    }
}
