/// Checking an email and password: the one place every identity provider that asks for them uses.
extension TokenServer {
    /// Verifies `email` and `password`; if they match, runs `onSuccess` in the same transaction
    /// that clears the email's failures, and returns what it returns.
    ///
    /// Unknown email and wrong password give the same failure and cost the same key derivation, and
    /// both count towards the per-email limit, so the answer reveals nothing about which accounts
    /// exist. The limit is shared by every provider: a lockout earned on the hosted login page also
    /// holds for the credentials route, and the other way round.
    func withVerifiedCredentials<Value>(
        email rawEmail: String, password: String,
        _ onSuccess: (_ state: inout ServerState, _ account: Account, _ now: Int64) throws(ServerFailure)
            -> Value
    ) throws(ServerFailure) -> Value {
        let email = EmailAddress.normalized(rawEmail)
        let now = clock.now
        let snapshot = try database.snapshot()
        var limiter = snapshot.signInLimiter
        limiter.configuration = configuration.signInLimit
        do { try limiter.check(email: email, now: now) } catch {
            switch error {
            case .lockedOut(let seconds): throw .rateLimited(retryAfterSeconds: seconds)
            }
        }
        let account = snapshot.account(email: email)
        let passwordMatches = passwordVerifier.verify(password: password, against: account?.password)

        // The failure is recorded by returning nil rather than throwing, so that it is written.
        let value = try database.transaction { state throws(ServerFailure) -> Value? in
            state.signInLimiter.configuration = configuration.signInLimit
            guard passwordMatches, let account = state.account(email: email) else {
                state.signInLimiter.recordFailure(email: email, now: now)
                return nil
            }
            state.signInLimiter.recordSuccess(email: email)
            return try onSuccess(&state, account, now)
        }
        guard let value else { throw .invalidCredentials }
        return value
    }
}
