import Interactors

extension RegistrationStep {
    /// What the step is, for an `Interactor -> Presenter` trace line; never a secret.
    var traceSummary: String {
        switch self {
        case .needsPin: "new PIN requested"
        case .openBrowser: "browser sign-in requested"
        case .answerChallengeCode(_, let status):
            status == nil ? "challenge code shown" : "challenge code shown again (refused)"
        case .failed(let error): "failed: \(error)"
        }
    }
}
