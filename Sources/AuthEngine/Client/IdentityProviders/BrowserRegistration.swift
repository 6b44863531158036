/// Registration through the browser: OAuth 2.0 authorization code with PKCE (S256) and `state`.
extension AuthClient {
    /// Registers this device for an account proven on the hosted login page.
    ///
    /// The responder is shown the authorize URL and answers with the redirect URL the login page
    /// ended on; the code in it is exchanged, with the PKCE verifier only this flow knows, for a
    /// registration ticket, and the new PIN is asked for. A cancel or an empty answer cancels.
    package func registerWithBrowser(responder: some ChallengeResponder) async throws(AuthError)
        -> AuthenticatedSession
    {
        try await exclusiveFlow("registration") { () async throws(AuthError) in
            let verifier = PKCE.makeVerifier()
            let state = Base64URL.encode(SecureRandom.bytes(count: 16))
            let request = AuthorizationRequest(
                endpoint: BrowserLogin.endpoint, clientID: BrowserLogin.clientID,
                redirectURI: BrowserLogin.redirectURI, state: state,
                codeChallenge: Self.codeChallenge(for: verifier))
            let code = try await authorizationCode(
                openingURL: request.url, state: state, redirectURI: BrowserLogin.redirectURI,
                responder: responder)
            let ticket: TicketBody
            do throws(ServerRefusal) {
                ticket = try await api.call(
                    .post, "/v1/idp/browser/token",
                    body: BrowserTokenBody(
                        code: code, codeVerifier: verifier, redirectURI: BrowserLogin.redirectURI),
                    as: TicketBody.self)
            } catch {
                throw error.authError
            }
            return try await completeRegistration(ticket, responder: responder)
        }
    }

    /// Asks the responder to open `url` and returns the code of the redirect it answers with, checked
    /// for `state` and `redirectURI`. A cancel or an empty answer cancels; a redirect that reports an
    /// error (the person cancelled, forgot the password) or cannot be trusted is `.browserLoginFailed`.
    func authorizationCode(
        openingURL url: String, state: String, redirectURI: String, responder: some ChallengeResponder
    ) async throws(AuthError) -> String {
        guard case .answer(let redirect) = await responder.respond(to: BrowserChallenge(url: url)),
            !redirect.trimmingWhitespace().isEmpty
        else { throw .cancelled }
        do throws(AuthorizationRedirectError) {
            return try AuthorizationRedirect.parse(
                redirect, expectedState: state, expectedRedirectURI: redirectURI)
        } catch {
            throw .browserLoginFailed(error)
        }
    }

    private static func codeChallenge(for verifier: String) -> String {
        do {
            return try PKCE.challenge(for: verifier)
        } catch {
            // The verifier is always our own `PKCE.makeVerifier()`, never input; PKCETests check that
            // every verifier it makes is accepted.
            preconditionFailure("PKCE.makeVerifier made a verifier PKCE.challenge refuses: \(error)")
        }
    }
}
