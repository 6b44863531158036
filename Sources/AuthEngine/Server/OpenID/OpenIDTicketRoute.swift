/// The app's half of registering through the OpenID provider: trading the provider's access token
/// for a registration ticket.
extension TokenServer {
    /// `POST /v1/idp/openid/ticket` (Bearer): an access token the provider issued to the app's own
    /// client (`BrowserLogin.clientID`) and still live becomes a registration ticket for its
    /// account, and its grant is revoked in the same write, so one sign-in registers one device and
    /// the app keeps no provider tokens, only its device's.
    ///
    /// A token of a `/v1` session or of another client is refused as an invalid one: neither
    /// proves the person signed in to register this app.
    func openIDTicket(_ request: EngineRequest, _ authorization: Authorization) throws(ServerFailure)
        -> EngineResponse
    {
        guard authorization.session.oauthGrant?.clientId == BrowserLogin.clientID else {
            throw .invalidAccessToken
        }
        let lifetime = configuration.registrationTicketLifetime
        let now = clock.now
        let sessionId = authorization.session.id
        let issued = try database.transaction {
            state throws(ServerFailure) -> (ticket: String, email: String)? in
            // Checked again inside the write: of two requests with one token, only the first wins.
            guard var session = try state.sessions.get(sessionId), session.isLive(at: now),
                let account = try state.account(id: session.accountId)
            else { return nil }
            session.revoked = true
            state.sessions.put(session)
            return (state.issueTicket(for: account, now: now, lifetime: lifetime), account.email)
        }
        guard let issued else { throw .invalidAccessToken }
        return .json(ticketBody(issued.ticket, email: issued.email))
    }
}
