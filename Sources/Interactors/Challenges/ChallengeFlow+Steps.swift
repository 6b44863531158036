import AuthEngine

// How interactors step through a flow: the module that starts one begins it here and hands it
// on in its route; the module built with it reads its step, answers and cancels here.
extension ChallengeFlow {
    /// Starts `operation` and waits for its first step.
    static func begin(
        _ operation: @escaping @Sendable (FlowResponder) async throws(AuthError) -> FlowCompletion
    ) async -> (flow: ChallengeFlow, step: ChallengeStep) {
        let flow = await start(operation)
        return (flow, await flow.nextStep())
    }

    /// Begins `operation` when its first step must be the PIN check (a PIN change, an
    /// authenticator registration) and returns it waiting there. Any other first step is ended
    /// rather than answered: it would skip that check.
    static func beginWithPinCheck(
        _ operation: @escaping @Sendable (FlowResponder) async throws(AuthError) -> FlowCompletion
    ) async throws(AppError) -> ChallengeFlow {
        let (flow, step) = await begin(operation)
        switch step {
        case .enterPin:
            return flow
        case .failed(let error):
            throw error
        case .createPin, .openBrowser, .showDeviceCode, .answerChallengeCode, .confirmBiometric,
            .enterPassword, .decidePush,
            .enterOneTimePassword, .finished:
            await flow.cancelAndWait()
            throw .cancelled
        }
    }

    /// Answers the question the flow waits on with `answer` and waits for its next step.
    func reply(_ answer: Answer) async -> ChallengeStep {
        respond(answer)
        return await nextStep()
    }
}
