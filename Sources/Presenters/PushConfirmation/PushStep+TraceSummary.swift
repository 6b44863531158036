import Interactors

extension PushStep {
    /// What the step is, for an `Interactor -> Presenter` trace line; never a secret.
    var traceSummary: String {
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
