/// Issuing, refreshing and revoking tokens, and the resource routes that need an access token.
extension TokenServer {
    /// Starts a session and returns its first tokens. The refresh token is returned once and only
    /// its hash is stored.
    func issueTokens(
        in state: inout ServerState, account: Account, profileId: String?, contextIndex: Int,
        withRefreshToken: Bool = true
    ) throws(ServerFailure) -> TokenBundle {
        let now = clock.now
        let (session, refreshToken) = startSession(
            in: &state, account: account, profileId: profileId, contextIndex: contextIndex,
            withRefreshToken: withRefreshToken, now: now)
        return try tokens(for: session, account: account, refreshToken: refreshToken, now: now)
    }

    /// Stores a new session (for an OpenID client's grant when `oauthGrant` is set) and, when asked,
    /// the first refresh token of its family; returns both, the token in the clear this once.
    func startSession(
        in state: inout ServerState, account: Account, profileId: String?, contextIndex: Int,
        withRefreshToken: Bool = true, oauthGrant: OAuthGrant? = nil, now: Int64
    ) -> (session: SessionRecord, refreshToken: String?) {
        let session = SessionRecord(
            id: Identifier.make("ses"), profileId: profileId, accountId: account.id,
            contextIndex: contextIndex,
            createdAt: now, expiresAt: now + configuration.refreshTokenLifetime, revoked: false,
            oauthGrant: oauthGrant)
        state.sessions.put(session)
        guard withRefreshToken else { return (session, nil) }
        let token = Identifier.secretToken()
        state.refreshTokens.put(
            RefreshTokenRecord(
                tokenHash: Identifier.hash(of: token), sessionId: session.id, issuedAt: now, rotated: false))
        return (session, token)
    }

    /// Signs a new access token and ID token for an existing session.
    ///
    /// The token carries the session's membership, or the account's first when the stored index
    /// names none; an account with no membership at all is damaged state, answered 503. It expires
    /// with the session at the latest: the server refuses it after that anyway, and the expiry the
    /// client is told (and shows) is then the true one.
    func tokens(for session: SessionRecord, account: Account, refreshToken: String?, now: Int64)
        throws(ServerFailure) -> TokenBundle
    {
        guard let activeContext = account.membership(at: session.contextIndex) else {
            throw .storage(.corrupt(name: ServerStoreFiles.journalName))
        }
        let claims = AccessTokenClaims(
            subject: account.id, email: account.email, issuer: configuration.issuer,
            audience: TokenAudience([configuration.audience]), issuedAt: now, notBefore: now,
            expiresAt: min(now + configuration.accessTokenLifetime, session.expiresAt),
            tokenId: Identifier.make("jti"),
            sessionId: session.id, activeContext: activeContext)
        let idToken = signer.sign(
            claims: [
                "sub": .string(account.id), "email": .string(account.email),
                "name": .string(account.fullName),
                "iss": .string(configuration.issuer), "aud": .string(configuration.audience),
                "iat": .integer(now), "exp": .integer(now + configuration.idTokenLifetime),
            ], type: "JWT")
        return TokenBundle(
            accessToken: signer.sign(claims), accessTokenExpiresAt: claims.expiresAt,
            refreshToken: refreshToken,
            idToken: idToken, sessionExpiresAt: session.expiresAt)
    }

    /// `POST /v1/auth/refresh`: rotates the refresh token. A rotated token presented again revokes
    /// the whole session, because only a thief or a replay would still hold it.
    func refresh(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(RefreshBody.self)
        let now = clock.now
        let outcome = try database.transaction { state throws(ServerFailure) -> RefreshOutcome in
            try rotateRefreshToken(body.refreshToken, in: &state, now: now, forClient: nil)
        }
        switch outcome {
        case .refreshed(let bundle, _, _): return .json(bundle)
        case .rejected(let reason): throw .invalidGrant(reason)
        }
    }

    /// Rotates `refreshToken` within a transaction: the /v1 sessions' tokens when `clientId` is
    /// nil, an OpenID client's grants' when it names that client; any other token is unknown.
    func rotateRefreshToken(
        _ refreshToken: String, in state: inout ServerState, now: Int64, forClient clientId: String?
    )
        throws(ServerFailure) -> RefreshOutcome
    {
        guard var record = try state.refreshTokens.get(Identifier.hash(of: refreshToken)),
            var session = try state.sessions.get(record.sessionId),
            session.oauthGrant?.clientId == clientId,
            let account = try state.account(id: session.accountId)
        else { return .rejected(.unknown) }
        if session.revoked { return .rejected(session.revocationReason ?? .revoked) }
        if session.expiresAt <= now { return .rejected(.expired) }
        if record.rotated {
            session.revoked = true
            session.revocationReason = .reused
            state.sessions.put(session)
            return .rejected(.reused)
        }
        // The new token is stored in the same atomic write that retires the old one, so a crash
        // can never leave the session without a usable refresh token.
        let newToken = Identifier.secretToken()
        record.rotated = true
        state.refreshTokens.put(record)
        state.refreshTokens.put(
            RefreshTokenRecord(
                tokenHash: Identifier.hash(of: newToken), sessionId: session.id, issuedAt: now,
                rotated: false))
        return .refreshed(
            try tokens(for: session, account: account, refreshToken: newToken, now: now), session, account)
    }

    /// `POST /v1/auth/logout`: revokes the session of the access token (or of the refresh token).
    func logout(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = WireCoding.decode(LogoutBody.self, from: request.body) ?? LogoutBody(refreshToken: nil)
        let sessionFromToken = try? authorize(request).session.id
        let refreshHash = body.refreshToken.map(Identifier.hash(of:))
        let revoked = try database.transaction { state throws(ServerFailure) -> Bool in
            var sessionId = sessionFromToken
            if sessionId == nil, let refreshHash {
                sessionId = try state.refreshTokens.get(refreshHash)?.sessionId
            }
            guard let sessionId else { return false }
            let found: Void? = try state.sessions.update(sessionId) { session throws(ServerFailure) in
                session.revoked = true
            }
            return found != nil
        }
        guard revoked else { throw .invalidAccessToken }
        return .json(EmptyBody())
    }

    /// Checks the bearer token's signature and claims, and that its session is still live.
    func authorize(_ request: EngineRequest) throws(ServerFailure) -> Authorization {
        guard let token = BearerCredential.token(inAuthorization: request.header("Authorization")) else {
            throw .invalidAccessToken
        }
        let claims: AccessTokenClaims
        do {
            claims = try signer.verifyAccessToken(token, rules: accessTokenRules)
        } catch {
            throw .invalidAccessToken
        }
        let now = clock.now
        let found = try database.read { state throws(ServerFailure) -> (SessionRecord, Account)? in
            guard let sessionId = claims.sessionId, let session = try state.sessions.get(sessionId),
                session.isLive(at: now),
                let account = try state.account(id: session.accountId)
            else { return nil }
            return (session, account)
        }
        guard let (session, account) = found else { throw .invalidAccessToken }
        return Authorization(claims: claims, session: session, account: account)
    }
}

extension TokenServer {
    /// What an access token this server signed must carry: its issuer and audience.
    var accessTokenRules: JWTValidationRules {
        JWTValidationRules(issuer: configuration.issuer, audience: configuration.audience)
    }
}

extension SessionRecord {
    /// True when the session is neither revoked nor past its absolute lifetime.
    func isLive(at now: Int64) -> Bool { !revoked && expiresAt > now }
}

/// A verified access token with the session and account it stands for.
struct Authorization: Sendable {
    var claims: AccessTokenClaims
    var session: SessionRecord
    var account: Account
}

/// How a refresh-token rotation ended; a rejection is returned from the transaction so a reuse's
/// revocation is written, then reported.
enum RefreshOutcome {
    case refreshed(TokenBundle, SessionRecord, Account)
    case rejected(RefreshRejection)
}
