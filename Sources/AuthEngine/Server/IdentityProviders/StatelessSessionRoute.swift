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
}
