/// Revocation (RFC 7009) and introspection (RFC 7662): what a client can ask about, or end, of
/// the tokens this provider issued.
extension TokenServer {
    /// `POST /oauth2/revoke`: a refresh or access token of the client's grant revokes the whole
    /// grant. A token that is unknown, already revoked or another client's is answered 200 all the
    /// same (RFC 7009 §2.2), so the answer tells nobody which tokens exist.
    func revocationEndpoint(_ request: EngineRequest) throws(OAuthErrorResponse) -> EngineResponse {
        let form = try OAuthForm(request)
        let client = try authenticateClient(request, form)
        let token = try form.required(form.token, "token")
        let accessSession = verifiedAccessToken(token)?.sessionId
        try oauthTransaction { state throws(ServerFailure) in
            let refreshSession = try state.refreshTokens.get(Identifier.hash(of: token))?.sessionId
            guard let sessionId = refreshSession ?? accessSession,
                try state.sessions.get(sessionId)?.oauthGrant?.clientId == client.id
            else { return }
            _ = try state.sessions.update(sessionId) { session throws(ServerFailure) in session.revoked = true
            }
        }
        return EngineResponse(status: 200, headers: ["Cache-Control": "no-store"])
    }

    /// `POST /oauth2/introspect`, for confidential clients: whether a token is active, and whose.
    func introspectionEndpoint(_ request: EngineRequest) throws(OAuthErrorResponse) -> EngineResponse {
        let form = try OAuthForm(request)
        let client = try authenticateClient(request, form)
        guard client.isConfidential else { throw Self.invalidClient }
        let token = try form.required(form.token, "token")
        let now = clock.now
        let claims = verifiedAccessToken(token)
        let answer: IntrospectionBody
        do {
            answer = try database.read { state throws(ServerFailure) -> IntrospectionBody in
                if let claims {
                    guard let sessionId = claims.sessionId, let session = try state.sessions.get(sessionId),
                        session.isLive(at: now)
                    else { return .inactive }
                    return IntrospectionBody(
                        active: true, clientID: session.oauthGrant?.clientId ?? configuration.audience,
                        scope: session.oauthGrant?.scope.joined(separator: " "), subject: claims.subject,
                        expiresAt: claims.expiresAt, issuedAt: claims.issuedAt, tokenType: "Bearer")
                }
                guard let record = try state.refreshTokens.get(Identifier.hash(of: token)), !record.rotated,
                    let session = try state.sessions.get(record.sessionId), session.isLive(at: now)
                else { return .inactive }
                return IntrospectionBody(
                    active: true, clientID: session.oauthGrant?.clientId ?? configuration.audience,
                    scope: session.oauthGrant?.scope.joined(separator: " "), subject: session.accountId,
                    expiresAt: session.expiresAt, issuedAt: record.issuedAt, tokenType: "refresh_token")
            }
        } catch {
            throw OAuthErrorResponse(
                status: 503, code: "temporarily_unavailable",
                description: "The server cannot read tokens now.")
        }
        return EngineResponse(
            status: 200, contentType: EngineResponse.jsonType, headers: ["Cache-Control": "no-store"],
            body: WireCoding.encode(answer))
    }

    /// The claims of `token` when it is an access token this server signed and still valid.
    private func verifiedAccessToken(_ token: String) -> AccessTokenClaims? {
        try? signer.verifyAccessToken(token, rules: accessTokenRules)
    }
}

/// RFC 7662 §2.2's answer; only `active` when the token is not.
struct IntrospectionBody: Codable, Equatable {
    var active: Bool
    var clientID: String?
    var scope: String?
    var subject: String?
    var expiresAt: Int64?
    var issuedAt: Int64?
    var tokenType: String?

    static let inactive = IntrospectionBody(active: false)

    init(
        active: Bool, clientID: String? = nil, scope: String? = nil, subject: String? = nil,
        expiresAt: Int64? = nil, issuedAt: Int64? = nil, tokenType: String? = nil
    ) {
        self.active = active
        self.clientID = clientID
        self.scope = scope
        self.subject = subject
        self.expiresAt = expiresAt
        self.issuedAt = issuedAt
        self.tokenType = tokenType
    }

    enum CodingKeys: String, CodingKey {
        case active
        case clientID = "client_id"
        case scope
        case subject = "sub"
        case expiresAt = "exp"
        case issuedAt = "iat"
        case tokenType = "token_type"
    }
}
