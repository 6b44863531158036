/// The hosted login page of the browser sign-in, as an API for `viper-auth browser <url>`.
///
/// The page reads the authorize URL, asks for email and password, and ends in a redirect URL
/// carrying a short-lived, single-use authorization code bound to the request's PKCE challenge and
/// redirect URI; the app exchanges it at `POST /v1/idp/browser/token`.
extension TokenServer {
    /// B2C's description for a cancel, as real deployments send it.
    static let userCancelledDescription =
        "AADB2C90091: The user has cancelled entering self-asserted information."
    /// B2C's description for "forgot password".
    static let forgotPasswordDescription = "AADB2C90118: The user has forgotten their password."

    /// Signs in on the hosted login page: checks the credentials exactly as the credentials provider
    /// does (same limit, same work for unknown emails) and returns the redirect with a new code.
    package func hostedLogin(authorizeURL: String, email: String, password: Secret) async -> HostedLoginResult
    {
        let request: AuthorizationRequest
        do {
            request = try servableRequest(authorizeURL)
        } catch {
            return .invalidRequest(error)
        }
        let lifetime = configuration.shortLivedCodeLifetime
        do {
            let code = try await withVerifiedCredentials(email: email, password: password.value) {
                (state: inout ServerState, account: Account, now: Int64) throws(ServerFailure) in
                state.issueAuthorizationCode(
                    for: account, codeChallenge: request.codeChallenge, redirectURI: request.redirectURI,
                    now: now, lifetime: lifetime)
            }
            return .redirect(
                AuthorizationRedirect.successURL(
                    redirectURI: request.redirectURI, code: code, state: request.state))
        } catch {
            return .retry(SignInRefusal(error))
        }
    }

    /// The person cancelled on the hosted login page: the B2C-style `access_denied` redirect.
    package func hostedLoginCancelled(authorizeURL: String) -> HostedLoginResult {
        errorRedirect(
            authorizeURL, b2cErrorCode: AuthorizationRedirect.userCancelledCode,
            description: Self.userCancelledDescription)
    }

    /// The person chose "forgot password" on the hosted login page: B2C's redirect for it.
    package func hostedLoginForgotPassword(authorizeURL: String) -> HostedLoginResult {
        errorRedirect(
            authorizeURL, b2cErrorCode: AuthorizationRedirect.forgotPasswordCode,
            description: Self.forgotPasswordDescription)
    }

    private func errorRedirect(_ authorizeURL: String, b2cErrorCode: String, description: String)
        -> HostedLoginResult
    {
        do {
            let request = try servableRequest(authorizeURL)
            return .redirect(
                AuthorizationRedirect.errorURL(
                    redirectURI: request.redirectURI, error: "access_denied", description: description,
                    b2cErrorCode: b2cErrorCode, state: request.state))
        } catch {
            return .invalidRequest(error)
        }
    }

    /// Parses an authorize URL and checks it is for this page, this client and its redirect URI.
    private func servableRequest(_ url: String) throws(HostedLoginRequestError) -> AuthorizationRequest {
        let request: AuthorizationRequest
        do {
            request = try AuthorizationRequest.parse(url: url)
        } catch {
            throw .invalidURL(error)
        }
        guard request.endpoint == BrowserLogin.endpoint else { throw .wrongEndpoint }
        guard request.clientID == BrowserLogin.clientID else { throw .unknownClient }
        guard request.redirectURI == BrowserLogin.redirectURI else { throw .unregisteredRedirectURI }
        return request
    }
}

extension ServerState {
    /// Stores a new authorization code (its hash only) and returns the code itself.
    mutating func issueAuthorizationCode(
        for account: Account, codeChallenge: String, redirectURI: String, now: Int64, lifetime: Int64,
        grant: OAuthGrant? = nil, nonce: String? = nil
    ) -> String {
        let code = Identifier.secretToken()
        authorizationCodes.put(
            AuthorizationCodeRecord(
                codeHash: Identifier.hash(of: code), accountId: account.id, codeChallenge: codeChallenge,
                redirectURI: redirectURI, expiresAt: now + lifetime, oauthGrant: grant, nonce: nonce))
        return code
    }
}
