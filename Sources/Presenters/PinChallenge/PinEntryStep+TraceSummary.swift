import Interactors

extension PinEntryStep {
    /// What the step is, for an `Interactor -> Presenter` trace line; never a secret. `success`
    /// names the route's outcome.
    func traceSummary(success: (Outcome) -> String) -> String {
        switch self {
        case .enterPin(let request):
            "PIN requested (\(request.previousFailures) failed, \(request.remainingAttempts) left)"
        case .touchSensor: "biometric check requested"
        case .enterPassword(let failed): failed ? "password requested again (wrong)" : "password requested"
        case .choosePassword: "password requested"
        case .succeeded(let outcome): success(outcome)
        case .failed(let error): "failed: \(error)"
        }
    }
}
