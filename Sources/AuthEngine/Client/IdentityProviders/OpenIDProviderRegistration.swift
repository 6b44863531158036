/// Registration through the token server's OpenID provider in the system browser: the code flow
/// with PKCE (S256), `state` and `nonce`, to a redirect URI the app listens on (RFC 8252 §7.3).
extension AuthClient {
    /// Registers this device for an account the person signed in to on the provider's login page.
    ///
    /// The responder is shown the authorize URL and answers with the redirect URL the browser
    /// ended on (caught by the app's loopback listener, or pasted); a cancel or an empty answer
    /// cancels. The code is exchanged at the token endpoint, the ID token verified against the
    /// provider's keys, the access token traded for a registration ticket, and the new PIN asked
    /// for. `pagesURL` is where the browser can reach the provider's pages when the discovered
    /// `authorization_endpoint` cannot be opened (the in-process server's pages served on loopback).
    package func registerWithOpenIDProvider(
        redirectURI: String, state: String, pagesURL: String?, responder: some ChallengeResponder
    ) async throws(AuthError) -> AuthenticatedSession {
        try await exclusiveFlow("registration") { () async throws(AuthError) in
            let provider = try await discoverProvider()
            let signIn = OpenIDSignIn(
                authorizeEndpoint: pagesURL.map { Self.trimmingSlash($0) + LoginPage.path }
                    ?? provider.authorizationEndpoint,
                clientID: BrowserLogin.clientID, redirectURI: redirectURI, state: state)
            let code = try await authorizationCode(
                openingURL: signIn.url, state: signIn.state, redirectURI: redirectURI, responder: responder)
            let tokens: OpenIDTokens
            do throws(OpenIDTokenExchangeError) {
                tokens = try await OpenIDTokenExchange.exchange(
                    RedactedToken(code), for: signIn, over: api.transport, path: provider.tokenPath)
            } catch {
                throw Self.authError(for: error)
            }
            try await verifiedIDToken(tokens, provider: provider, nonce: signIn.nonce)
            let ticket = try await registrationTicket(for: tokens)
            return try await completeRegistration(ticket, responder: responder)
        }
    }

    /// `url` without a trailing `/`, so a path can be appended.
    static func trimmingSlash(_ url: String) -> String {
        url.hasSuffix("/") ? String(url.dropLast()) : url
    }
}
