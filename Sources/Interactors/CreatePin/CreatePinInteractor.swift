import AuthEngine

/// The CreatePin use cases: answer the create-PIN challenge of the registration in progress.
public protocol CreatePinInteracting: Sendable {
    /// The step the registration in progress stopped at (the `.createPin` the Registration module
    /// got), or nil when no registration is in progress.
    func currentStep() async -> ChallengeStep?

    /// Every rule `pin` breaks under `rules`; empty when the PIN may be chosen.
    func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule]

    /// Gives the confirmed `pin` to the registration and waits for its next step: `.createPin` with
    /// the rule the engine refused it for, `.finished(.signedIn)` once the device is registered, or
    /// `.failed`.
    func choose(_ pin: SecretInput) async -> ChallengeStep

    /// Cancels the registration and waits until the engine has ended it, with nothing saved.
    func cancel() async
}

/// CreatePin over the flow the Registration module started and left in `FlowInProgress`.
public final class CreatePinInteractor: CreatePinInteracting {
    private let flowInProgress: FlowInProgress

    /// An interactor answering the flow kept in `flowInProgress`.
    public init(flowInProgress: FlowInProgress) {
        self.flowInProgress = flowInProgress
    }

    /// The step of the flow in progress.
    public func currentStep() async -> ChallengeStep? {
        await flowInProgress.currentStep()
    }

    /// The engine's PIN policy check, mapped to the app's rules.
    public func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule] {
        rules.violations(of: pin)
    }

    /// Answers the create-PIN challenge.
    public func choose(_ pin: SecretInput) async -> ChallengeStep {
        await flowInProgress.answer(pin)
    }

    /// Cancels the flow in progress.
    public func cancel() async {
        await flowInProgress.cancel()
    }
}
