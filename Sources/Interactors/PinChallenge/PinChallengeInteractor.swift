/// The PinChallenge use cases: answer the challenges that prove the person is the profile's
/// owner — the PIN, and the biometric sensor or password of a login with a preferred
/// authenticator or of a new authenticator's registration — in the flow in progress.
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

    /// Reports what the simulated sensor did and waits for the next step: a login falls back to
    /// `.enterPin` when the person was not recognised or chose the PIN.
    func confirmBiometric(_ result: BiometricResult) async -> ChallengeStep

    /// Declines the question the flow waits on (sensor or password) without ending the flow here:
    /// a login then asks for the PIN, a registration ends with `.failed(.cancelled)`.
    func decline() async -> ChallengeStep
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

    /// Answers the sensor question.
    public func confirmBiometric(_ result: BiometricResult) async -> ChallengeStep {
        await flowInProgress.respond(.biometric(result))
    }

    /// Declines the current question.
    public func decline() async -> ChallengeStep {
        await flowInProgress.respond(.cancel)
    }
}
