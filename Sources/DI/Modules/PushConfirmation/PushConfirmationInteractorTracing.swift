import Interactors

/// The PushConfirmation use cases, each traced as a Presenter → Interactor hop and the step that
/// came back. A PIN, a password or a one-time code is traced by its length only.
struct TracingPushConfirmationInteractor: PushConfirmationInteracting {
    let base: any PushConfirmationInteracting
    let trace: ModuleTrace

    func currentStep() async -> PushStep {
        await trace.callNonThrowing("currentStep()", await base.currentStep()) { $0.traceSummary }
    }

    func decide(_ decision: RequestDecision) async -> PushStep {
        await handOver("decide(\(decision))", await base.decide(decision))
    }

    func confirm(withPin pin: SecretInput) async -> PushStep {
        await handOver("confirm(withPin: \(pin.count) characters)", await base.confirm(withPin: pin))
    }

    func confirmWithSensor(_ result: BiometricResult) async -> PushStep {
        await handOver("confirmWithSensor(\(result))", await base.confirmWithSensor(result))
    }

    func confirm(withPassword password: SecretInput) async -> PushStep {
        await handOver(
            "confirm(withPassword: \(password.count) characters)", await base.confirm(withPassword: password))
    }

    func usePinInstead() async -> PushStep {
        await handOver("usePinInstead()", await base.usePinInstead())
    }

    func enterCode(_ code: OneTimeCode) async -> PushStep {
        await handOver("enterCode(\(code.digits.count) digits)", await base.enterCode(code))
    }

    func leavePending() async -> PushStep {
        await handOver("leavePending()", await base.leavePending())
    }

    /// A clock read, not a use case: not traced.
    func now() -> Int64 {
        base.now()
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }

    /// Runs the call between its two hops.
    private func handOver(_ request: String, _ operation: @autoclosure () async -> PushStep) async -> PushStep
    {
        await trace.callNonThrowing(request, await operation()) { $0.traceSummary }
    }
}

extension PushStep {
    /// What the step is, for an Interactor → Presenter hop; never a secret.
    fileprivate var traceSummary: String {
        switch self {
        case .decide(let request): "push request \(request.id) to decide"
        case .enterCode(let request): "one-time password for push request \(request.id) requested"
        case .enterPin(let request):
            "PIN requested (\(request.previousFailures) failed, \(request.remainingAttempts) left)"
        case .confirmWithSensor: "biometric check requested"
        case .enterPassword: "password requested"
        case .handled(let outcomes): "\(outcomes.count) push request(s) handled"
        case .failed(let error): "failed: \(error)"
        case .unanswerable: "a question push handling does not ask: cancelled"
        }
    }
}
