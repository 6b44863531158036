/// Registration by a one-time code: what a QR code shown by an already signed-in companion would
/// carry, pasted into the app as a line.
extension TokenServer {
    /// Issues a one-time registration code for the account proven by `email` and `password`.
    ///
    /// The code is short-lived, usable once and stored only as its hash; the same limit and work
    /// apply as for every other password check.
    package func issueOneTimeRegistrationCode(email: String, password: Secret) async throws(SignInRefusal)
        -> String
    {
        let lifetime = configuration.shortLivedCodeLifetime
        do {
            return try await withVerifiedCredentials(email: email, password: password.value) {
                (state: inout ServerState, account: Account, now: Int64) throws(ServerFailure) in
                let code = Identifier.secretToken()
                state.oneTimeCodes.put(
                    OneTimeRegistrationCode(
                        codeHash: Identifier.hash(of: code), accountId: account.id, expiresAt: now + lifetime)
                )
                return code
            }
        } catch {
            throw SignInRefusal(error)
        }
    }

    /// `POST /v1/idp/one-time-code`: spends the code and returns a registration ticket.
    func redeemOneTimeCode(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(OneTimeCodeBody.self)
        let lifetime = configuration.registrationTicketLifetime
        let now = clock.now
        let issued = try database.transaction {
            state throws(ServerFailure) -> (ticket: String, email: String)? in
            guard
                let record = try state.oneTimeCodes.redeem(secret: body.code.trimmingWhitespace(), now: now)
                    .validRecord,
                let account = try state.account(id: record.accountId)
            else { return nil }
            return (state.issueTicket(for: account, now: now, lifetime: lifetime), account.email)
        }
        // Unknown, used and expired look alike: the code is simply not one that can be redeemed.
        guard let issued else { throw .invalidTicket }
        return .json(ticketBody(issued.ticket, email: issued.email))
    }
}
