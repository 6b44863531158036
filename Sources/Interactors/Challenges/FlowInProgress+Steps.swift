import AuthEngine

// How interactors step through the flow in progress: the module that starts a flow begins it
// here, and the module that answers its challenges reads its step, answers and cancels here.
extension FlowInProgress {
    /// Cancels any flow in progress, starts `operation` as the new one and returns its first step.
    ///
    /// The flow is kept unless it failed at once, so the module shown next can read the same step
    /// with `currentStep()` and answer it.
    func begin(
        _ operation: @escaping @Sendable (FlowResponder) async throws(AuthError) -> FlowCompletion
    ) async -> ChallengeStep {
        await cancel()
        let flow = await ChallengeFlow.start(operation)
        let step = await flow.nextStep()
        if case .failed = step { return step }
        await replace(with: flow)
        return step
    }

    /// Begins `operation` as the flow in progress when its first step must be the PIN check (a PIN
    /// change, an authenticator registration). Any other first step is ended rather than answered:
    /// it would skip that check.
    func beginWithPinCheck(
        _ operation: @escaping @Sendable (FlowResponder) async throws(AuthError) -> FlowCompletion
    ) async throws(AppError) {
        switch await begin(operation) {
        case .enterPin:
            return
        case .failed(let error):
            throw error
        case .createPin, .openBrowser, .answerChallengeCode, .confirmBiometric, .enterPassword, .decidePush,
            .enterOneTimePassword, .finished:
            await cancel()
            throw .cancelled
        }
    }

    /// The step the flow in progress stopped at, or nil when there is none; a flow found ended is
    /// forgotten.
    func currentStep() async -> ChallengeStep? {
        guard let flow = current else { return nil }
        let step = await flow.currentStep()
        forget(flow, ifEndedWith: step)
        return step
    }

    /// Answers the flow in progress with `secret` and waits for its next step; a flow that ended is
    /// forgotten. Without a flow there is nothing to answer, which reads as `.failed(.cancelled)`.
    func answer(_ secret: SecretInput) async -> ChallengeStep {
        guard let flow = current else { return .failed(.cancelled) }
        await flow.answer(secret)
        let step = await flow.nextStep()
        forget(flow, ifEndedWith: step)
        return step
    }

    /// Answers the flow in progress with `answer` of any kind and waits for its next step; a flow
    /// that ended is forgotten. Without a flow there is nothing to answer: `.failed(.cancelled)`.
    func respond(_ answer: ChallengeFlow.Answer) async -> ChallengeStep {
        guard let flow = current else { return .failed(.cancelled) }
        await flow.respond(answer)
        let step = await flow.nextStep()
        forget(flow, ifEndedWith: step)
        return step
    }

    private func forget(_ flow: ChallengeFlow, ifEndedWith step: ChallengeStep) {
        // Another module may have begun a new flow meanwhile; only this one is forgotten.
        if step.isFinal, current === flow { clear() }
    }
}
