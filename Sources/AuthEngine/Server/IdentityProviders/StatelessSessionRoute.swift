/// Stateless sessions: signed in without a PIN or a profile, for one run of the app.
extension TokenServer {
    /// `POST /v1/auth/stateless`: redeems a stateless ticket for tokens without a refresh token,
    /// in a session that belongs to no profile.
    func startStatelessSession(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(StatelessSessionBody.self)
        let now = clock.now
        let started = try database.transaction { state throws(ServerFailure) -> StatelessSessionResultBody in
            guard let ticket = try state.redeemTicket(body.ticket, now: now), ticket.stateless,
                let account = try state.account(id: ticket.accountId)
            else { throw .invalidTicket }
            let tokens = try issueTokens(
                in: &state, account: account, profileId: nil, contextIndex: 0, withRefreshToken: false)
            return StatelessSessionResultBody(tokens: tokens, user: account.userInfo(activeContextIndex: 0))
        }
        return .json(started, status: 201)
    }

    /// `POST /v1/auth/stateless/refresh` (Bearer): renews a stateless session, which has no refresh
    /// token, with its still-valid access token.
    ///
    /// The session is replaced by one with a new id, the same account and active context, and the
    /// same absolute end (its sign-in plus `refreshTokenLifetime`, as a registered session's refresh
    /// tokens): the presented token's session is removed, so that token is refused from now on, and
    /// no renewal moves the end, so a stateless session cannot outlive that bound without the
    /// password. A profile's session is refused: it renews with its refresh token.
    func refreshStatelessSession(_ request: EngineRequest, _ authorization: Authorization)
        throws(ServerFailure) -> EngineResponse
    {
        guard authorization.session.profileId == nil else { throw .invalidGrant(.unknown) }
        let now = clock.now
        let renewed = try database.transaction { state throws(ServerFailure) -> StatelessSessionResultBody in
            // Checked again inside the write: of two renewals with one token, the second finds its
            // session gone.
            guard let replaced = try state.sessions.get(authorization.session.id), !replaced.revoked,
                replaced.expiresAt > now
            else { throw .invalidAccessToken }
            // Removed, not kept revoked: its token is refused all the same (no session), and the
            // state does not grow with renewals.
            _ = state.sessions.remove(replaced.id)
            let replacement = SessionRecord(
                id: Identifier.make("ses"), profileId: nil, accountId: replaced.accountId,
                contextIndex: replaced.contextIndex, createdAt: now, expiresAt: replaced.expiresAt,
                revoked: false)
            state.sessions.put(replacement)
            return StatelessSessionResultBody(
                tokens: try tokens(
                    for: replacement, account: authorization.account, refreshToken: nil, now: now),
                user: authorization.account.userInfo(activeContextIndex: replacement.contextIndex))
        }
        return .json(renewed)
    }
}
