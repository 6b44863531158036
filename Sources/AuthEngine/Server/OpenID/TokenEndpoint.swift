/// The grants the token endpoint serves, by their `grant_type`.
enum TokenGrant: String, CaseIterable {
    case authorizationCode = "authorization_code"
    case refreshToken = "refresh_token"
    case deviceCode = "urn:ietf:params:oauth:grant-type:device_code"
}

/// The token endpoint (RFC 6749 §3.2, §4.1.3, §6): codes and refresh tokens for an OpenID
/// client's tokens, errors as RFC 6749 §5.2 JSON.
extension TokenServer {
    /// `POST /oauth2/token`.
    func tokenEndpoint(_ request: EngineRequest) async throws(OAuthErrorResponse) -> EngineResponse {
        let form = try OAuthForm(request)
        let grantType = try form.required(form.grantType, "grant_type")
        guard let grant = TokenGrant(rawValue: grantType) else {
            throw OAuthErrorResponse(
                code: "unsupported_grant_type", description: "The grant_type \(grantType) is not supported.")
        }
        let client = try authenticateClient(request, form)
        guard client.allows(grantType: grantType) else {
            throw OAuthErrorResponse(
                code: "unauthorized_client", description: "The client may not use the grant \(grantType).")
        }
        // Read (or made, on first need) before the grant is spent, so a key that cannot be read
        // leaves the code or refresh token as it was.
        let signingKey = try await idTokenSigningKey(for: client)
        switch grant {
        case .authorizationCode: return try exchangeCode(form, client: client, signingKey: signingKey)
        case .refreshToken: return try refreshGrant(form, client: client, signingKey: signingKey)
        case .deviceCode: return try deviceCodeGrant(form, client: client, signingKey: signingKey)
        }
    }

    private func exchangeCode(
        _ form: OAuthForm, client: OpenIDClient, signingKey: (any IDTokenSigningKey)?
    ) throws(OAuthErrorResponse) -> EngineResponse {
        let code = try form.required(form.code, "code")
        let redirectURI = try form.required(form.redirectURI, "redirect_uri")
        let verifier = try form.required(form.codeVerifier, "code_verifier")
        guard let presentedChallenge = try? PKCE.challenge(for: verifier) else {
            throw OAuthErrorResponse(
                code: "invalid_request",
                description: "The code_verifier is not 43 to 128 unreserved characters.")
        }
        let now = clock.now
        let issuesRefreshToken = client.allows(grantType: TokenGrant.refreshToken.rawValue)
        let outcome = try oauthTransaction { state throws(ServerFailure) -> CodeGrantOutcome in
            let key = Identifier.hash(of: code)
            guard var record = try state.authorizationCodes.get(key), let grant = record.oauthGrant else {
                return .refused("The code is not valid.")
            }
            if let issued = record.issuedSessionId {
                _ = try state.sessions.update(issued) { session throws(ServerFailure) in
                    session.revoked = true
                }
                return .refused("The code was already used; the tokens it gave are revoked.")
            }
            // Any other use of a code spends it: a thief gets one guess, and the client an error.
            state.authorizationCodes.remove(key)
            guard grant.clientId == client.id else {
                return .refused("The code was issued to another client.")
            }
            guard record.expiresAt > now else { return .refused("The code has expired.") }
            guard ConstantTime.equals(Array(presentedChallenge.utf8), Array(record.codeChallenge.utf8)) else {
                return .refused("The code_verifier does not match the code_challenge.")
            }
            guard record.redirectURI == redirectURI else {
                return .refused("The redirect_uri differs from the authorization request's.")
            }
            guard let account = try state.account(id: record.accountId) else {
                return .refused("The account no longer exists.")
            }
            let (session, refreshToken) = startSession(
                in: &state, account: account, profileId: nil, contextIndex: 0,
                withRefreshToken: issuesRefreshToken, oauthGrant: grant, now: now)
            record.issuedSessionId = session.id
            state.authorizationCodes.put(record)
            let bundle = try tokens(for: session, account: account, refreshToken: refreshToken, now: now)
            return .issued(bundle, grant: grant, account: account, nonce: record.nonce)
        }
        switch outcome {
        case .issued(let bundle, let grant, let account, let nonce):
            return tokenResponse(
                bundle, grant: grant, account: account, client: client, signingKey: signingKey, nonce: nonce,
                now: now)
        case .refused(let reason):
            throw OAuthErrorResponse(code: "invalid_grant", description: reason)
        }
    }

    private func refreshGrant(
        _ form: OAuthForm, client: OpenIDClient, signingKey: (any IDTokenSigningKey)?
    ) throws(OAuthErrorResponse) -> EngineResponse {
        let refreshToken = try form.required(form.refreshToken, "refresh_token")
        let requestedScope = form.scope.map { $0.split(separator: " ").map(String.init) }
        let now = clock.now
        let outcome = try oauthTransaction { state throws(ServerFailure) -> RefreshOutcome? in
            // A narrower scope may be asked for, never a wider one (RFC 6749 §6); checked before
            // the token is spent, so a refused request changes nothing.
            if let requestedScope,
                let sessionId = try state.refreshTokens.get(Identifier.hash(of: refreshToken))?.sessionId,
                let granted = try state.sessions.get(sessionId)?.oauthGrant?.scope,
                !requestedScope.allSatisfy(granted.contains)
            {
                return nil
            }
            return try rotateRefreshToken(refreshToken, in: &state, now: now, forClient: client.id)
        }
        switch outcome {
        case nil:
            throw OAuthErrorResponse(
                code: "invalid_scope", description: "The scope exceeds what was granted.")
        case .rejected(let reason)?:
            throw OAuthErrorResponse(code: "invalid_grant", description: Self.sentence(for: reason))
        case .refreshed(let bundle, let session, let account)?:
            guard let grant = session.oauthGrant else {
                throw OAuthErrorResponse(code: "invalid_grant", description: Self.sentence(for: .unknown))
            }
            return tokenResponse(
                bundle, grant: grant, account: account, client: client, signingKey: signingKey, nonce: nil,
                now: now)
        }
    }

    /// A transaction whose storage failure is answered as OAuth's `temporarily_unavailable`.
    func oauthTransaction<Value>(_ body: (inout ServerState) throws(ServerFailure) -> Value)
        throws(OAuthErrorResponse) -> Value
    {
        do {
            return try database.transaction(body)
        } catch {
            throw OAuthErrorResponse(
                status: 503, code: "temporarily_unavailable",
                description: "The server cannot store tokens now.")
        }
    }

    private static func sentence(for rejection: RefreshRejection) -> String {
        switch rejection {
        case .unknown: "The refresh token is not valid for this client."
        case .expired: "The grant has expired; sign in again."
        case .revoked: "The grant was revoked; sign in again."
        case .reused: "The refresh token was already used, so the grant is revoked; sign in again."
        }
    }

    /// The current key for the client's ID-token algorithm, or nil when the provider keeps none
    /// for it (`ProviderKeyPolicy.algorithms`); a key that cannot be read is `temporarily_unavailable`.
    private func idTokenSigningKey(for client: OpenIDClient) async throws(OAuthErrorResponse)
        -> (any IDTokenSigningKey)?
    {
        guard let algorithm = JWSAlgorithm(rawValue: client.idTokenSigningAlgorithm) else { return nil }
        do {
            return try await currentSigningKey(for: algorithm)
        } catch {
            throw OAuthErrorResponse(
                status: 503, code: "temporarily_unavailable",
                description: "The server cannot sign tokens now.")
        }
    }

    /// The token response (RFC 6749 §5.1), with an ID token when `openid` was granted and there is
    /// a key for the client's algorithm.
    func tokenResponse(
        _ bundle: TokenBundle, grant: OAuthGrant, account: Account, client: OpenIDClient,
        signingKey: (any IDTokenSigningKey)?, nonce: String?, now: Int64
    ) -> EngineResponse {
        var idToken: String?
        if grant.scope.contains("openid"), let key = signingKey {
            let claims = IDTokenClaims(
                issuer: openIDIssuer, subject: account.id, audience: client.id, issuedAt: now,
                expiresAt: now + configuration.idTokenLifetime, authTime: grant.authTime, nonce: nonce,
                accessTokenHash: IDToken.accessTokenHash(bundle.accessToken, algorithm: key.algorithm),
                email: grant.scope.contains("email") ? account.email : nil,
                name: grant.scope.contains("profile") ? account.fullName : nil)
            idToken = IDToken.sign(claims, with: key)
        }
        let body = TokenResponseBody(
            accessToken: bundle.accessToken, expiresIn: bundle.accessTokenExpiresAt - now,
            refreshToken: bundle.refreshToken, idToken: idToken, scope: grant.scope.joined(separator: " "))
        return EngineResponse(
            status: 200, contentType: EngineResponse.jsonType,
            headers: ["Cache-Control": "no-store", "Pragma": "no-cache"], body: WireCoding.encode(body))
    }

    /// The provider's issuer: the configured public URL, else the URL the server announced, else
    /// the issuer of the in-process server's tokens.
    var openIDIssuer: String {
        if let publicURL = configuration.publicURL {
            return publicURL.hasSuffix("/") ? String(publicURL.dropLast()) : publicURL
        }
        return openID.url ?? configuration.issuer
    }
}

private enum CodeGrantOutcome {
    case issued(TokenBundle, grant: OAuthGrant, account: Account, nonce: String?)
    case refused(String)
}

/// RFC 6749 §5.1's successful response.
struct TokenResponseBody: Codable, Equatable {
    var accessToken: String
    var tokenType = "Bearer"
    var expiresIn: Int64
    var refreshToken: String?
    var idToken: String?
    var scope: String

    init(accessToken: String, expiresIn: Int64, refreshToken: String?, idToken: String?, scope: String) {
        self.accessToken = accessToken
        self.expiresIn = expiresIn
        self.refreshToken = refreshToken
        self.idToken = idToken
        self.scope = scope
    }

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case expiresIn = "expires_in"
        case refreshToken = "refresh_token"
        case idToken = "id_token"
        case scope
    }
}
