/// The PinChallenge use cases: answer the PIN challenge of the login in progress.
public protocol PinChallengeInteracting: Sendable {
    /// The step the login in progress stopped at (the `.enterPin` the Welcome module got), or nil
    /// when no login is in progress.
    func currentStep() async -> ChallengeStep?

    /// Gives `pin` to the login and waits for its next step: `.enterPin` again after a wrong PIN
    /// (with the failure counts), `.finished(.signedIn)`, or `.failed` (`.profileDeregistered`
    /// after the last allowed wrong PIN).
    func answer(_ pin: SecretInput) async -> ChallengeStep

    /// Cancels the login and waits until the engine has ended it; no attempt is used.
    func cancel() async
}

/// PinChallenge over the flow the Welcome module started and left in `FlowInProgress`.
public final class PinChallengeInteractor: PinChallengeInteracting {
    private let flowInProgress: FlowInProgress

    /// An interactor answering the flow kept in `flowInProgress`.
    public init(flowInProgress: FlowInProgress) {
        self.flowInProgress = flowInProgress
    }

    /// The step of the flow in progress.
    public func currentStep() async -> ChallengeStep? {
        await flowInProgress.currentStep()
    }

    /// Answers the PIN challenge.
    public func answer(_ pin: SecretInput) async -> ChallengeStep {
        await flowInProgress.answer(pin)
    }

    /// Cancels the flow in progress.
    public func cancel() async {
        await flowInProgress.cancel()
    }
}
