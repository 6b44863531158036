/// The two-step (custom) registration: email and password first, then a challenge code answered by
/// the person.
///
/// The expected answer is the challenge code itself, typed back: "confirm the code shown on your
/// other device". A wrong answer keeps the same code and counts towards `maxAnswers`; at the limit
/// the registration is dropped and must be started again.
extension TokenServer {
    /// Wrong answers allowed before a two-step registration is dropped.
    static let maxCustomRegistrationAnswers = 3
    /// Digits in a two-step challenge code.
    static let challengeCodeLength = 6

    /// `POST /v1/idp/two-step`: checks the credentials and opens a registration with a new code.
    func startTwoStepRegistration(_ request: EngineRequest) async throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(CredentialsBody.self)
        let lifetime = configuration.shortLivedCodeLifetime
        let record = try await withVerifiedCredentials(email: body.email, password: body.password) {
            (state: inout ServerState, account: Account, now: Int64) throws(ServerFailure) in
            let code = Self.makeChallengeCode()
            let record = CustomRegistrationRecord(
                id: Identifier.make("reg"), accountId: account.id, challengeCode: code,
                expectedAnswer: code, failedAnswers: 0, expiresAt: now + lifetime)
            state.customRegistrations.put(record)
            return record
        }
        return .json(
            TwoStepChallengeBody(
                registrationId: record.id, challengeCode: record.challengeCode,
                maxAnswers: Self.maxCustomRegistrationAnswers),
            status: 201)
    }

    /// `POST /v1/idp/two-step/answer`: a right answer closes the registration and returns a ticket;
    /// a wrong one is counted (and written) before the refusal.
    func answerTwoStepRegistration(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(TwoStepAnswerBody.self)
        let lifetime = configuration.registrationTicketLifetime
        let maxAnswers = Self.maxCustomRegistrationAnswers
        let now = clock.now
        let outcome = try database.transaction { state throws(ServerFailure) -> TwoStepOutcome in
            guard var record = try state.customRegistrations.get(body.registrationId), record.expiresAt > now
            else { return .unknown }
            guard ConstantTime.equals(Array(body.answer.utf8), Array(record.expectedAnswer.utf8)) else {
                let failed = record.failedAnswers.incrementedSaturating
                if failed >= maxAnswers {
                    state.customRegistrations.remove(record.id)
                } else {
                    record.failedAnswers = failed
                    state.customRegistrations.put(record)
                }
                return .wrong(failedAnswers: failed)
            }
            state.customRegistrations.remove(record.id)
            guard let account = try state.account(id: record.accountId) else { return .unknown }
            return .confirmed(
                ticket: state.issueTicket(for: account, now: now, lifetime: lifetime), email: account.email)
        }
        switch outcome {
        case .confirmed(let ticket, let email): return .json(ticketBody(ticket, email: email))
        case .wrong(let failed): throw .wrongCustomAnswer(failedAnswers: failed, maxAnswers: maxAnswers)
        case .unknown: throw .invalidTicket
        }
    }

    /// Six uniformly random digits; random values past the last whole million are drawn again.
    static func makeChallengeCode() -> String {
        let modulus: UInt32 = 1_000_000
        let acceptanceLimit = UInt32.max / modulus * modulus
        while true {
            let value = SecureRandom.bytes(count: 4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard value < acceptanceLimit else { continue }
            let digits = String(value % modulus)
            return String(repeating: "0", count: challengeCodeLength - digits.count) + digits
        }
    }
}

private enum TwoStepOutcome {
    case confirmed(ticket: String, email: String)
    case wrong(failedAnswers: Int)
    case unknown
}
