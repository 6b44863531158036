/// The two-step (custom) registration: credentials, then a challenge code the person answers.
extension AuthClient {
    /// Registers this device after a two-step check: `email` and `password` prove the account, then
    /// the responder is shown the server's challenge code and answers it.
    ///
    /// The expected answer is the challenge code typed back ("confirm the code shown on your other
    /// device"). A wrong answer repeats the same challenge with the status
    /// `.wrongAnswer(remainingAnswers:)`; after the server's limit the flow fails with
    /// `customRegistrationFailed`.
    /// A cancel or an empty answer cancels.
    package func registerWithTwoStep(
        email: String, password: Secret, responder: some ChallengeResponder
    ) async throws(AuthError) -> AuthenticatedSession {
        try await exclusiveFlow("registration") { () async throws(AuthError) in
            let opened: TwoStepChallengeBody
            do throws(ServerRefusal) {
                opened = try await api.call(
                    .post, "/v1/idp/two-step", body: CredentialsBody(email: email, password: password.value),
                    as: TwoStepChallengeBody.self)
            } catch {
                throw error.authError
            }
            var status: CustomRegistrationStatus?
            while true {
                let challenge = CustomRegistrationChallenge(
                    challengeCode: opened.challengeCode, status: status)
                guard case .answer(let answer) = await responder.respond(to: challenge),
                    !answer.trimmingWhitespace().isEmpty
                else { throw .cancelled }
                switch try await answerTwoStep(registrationId: opened.registrationId, answer: answer) {
                case .confirmed(let ticket):
                    return try await completeRegistration(ticket, responder: responder)
                case .wrong(let remaining):
                    status = .wrongAnswer(remainingAnswers: remaining)
                }
            }
        }
    }

    private func answerTwoStep(registrationId: String, answer: String) async throws(AuthError)
        -> TwoStepAnswer
    {
        do throws(ServerRefusal) {
            return .confirmed(
                try await api.call(
                    .post, "/v1/idp/two-step/answer",
                    body: TwoStepAnswerBody(
                        registrationId: registrationId, answer: answer.trimmingWhitespace()),
                    as: TicketBody.self))
        } catch {
            guard case .refused(_, let body) = error, body.code == .wrongCustomAnswer else {
                throw error.authError
            }
            let failed = body.failedAttempts ?? 0
            let remaining = (body.maxAttempts ?? failed) - failed
            guard remaining > 0 else { throw .customRegistrationFailed }
            return .wrong(remaining: remaining)
        }
    }
}

private enum TwoStepAnswer {
    case confirmed(TicketBody)
    case wrong(remaining: Int)
}
