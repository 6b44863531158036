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
    ) async throws(ServerFailure) -> Value {
        let email = EmailAddress.normalized(rawEmail)
        let now = clock.now
        let limit = configuration.signInLimit
        let (limitRecord, account) = try database.read {
            state throws(ServerFailure) -> (SignInLimitRecord?, Account?) in
            (try state.signInLimits.get(email), try state.account(email: email))
        }
        if let seconds = limitRecord?.entry.lockoutRemaining(now: now) {
            throw .rateLimited(retryAfterSeconds: seconds)
        }
        let (verifier, record) = (passwordVerifier, account?.password)
        let passwordMatches = await SlowWork.perform { verifier.verify(password: password, against: record) }

        // The failure is recorded by returning nil rather than throwing, so that it is written.
        let value = try database.transaction { state throws(ServerFailure) -> Value? in
            guard passwordMatches, let account = try state.account(email: email) else {
                try state.recordSignInFailure(email: email, now: now, limit: limit)
                return nil
            }
            state.signInLimits.remove(email)
            return try onSuccess(&state, account, now)
        }
        guard let value else { throw .invalidCredentials }
        return value
    }
}

extension ServerState {
    /// Counts a failed sign-in for `email` (normalised; existing or not) under `limit`.
    mutating func recordSignInFailure(
        email: String, now: Int64, limit: SignInRateLimiter.Configuration
    ) throws(ServerFailure) {
        var entry = try signInLimits.get(email)?.entry ?? SignInRateLimiter.Entry()
        let before = entry
        entry.recordFailure(now: now, configuration: limit)
        guard entry != before else { return }
        signInLimits.put(SignInLimitRecord(email: email, entry: entry, configuration: limit))
    }
}
