import Interactors

extension ChallengeStep {
    /// What the step is, for an `Interactor -> Presenter` trace line; never a secret.
    var traceSummary: String {
        switch self {
        case .enterPin(let request):
            "PIN requested (\(request.previousFailures) failed, \(request.remainingAttempts) left)"
        case .createPin(let request):
            // Which rule refused the previous PIN would say something about that PIN.
            request.previousProblem == nil ? "new PIN requested" : "new PIN requested again (refused)"
        case .openBrowser: "browser sign-in requested"
        case .answerChallengeCode(let request):
            request.status == nil ? "challenge code shown" : "challenge code shown again (refused)"
        case .confirmBiometric: "biometric check requested"
        case .enterPassword(let failed): failed ? "password requested again (wrong)" : "password requested"
        case .decidePush(let request): "push request \(request.id) to decide"
        case .enterOneTimePassword(let request): "one-time password for push request \(request.id) requested"
        case .finished(.signedIn(let session)):
            "signed in to profile \(session.profileId)"
        case .finished(.pushRequestsHandled(let outcomes)):
            "\(outcomes.count) push request(s) handled"
        case .finished(.pinChanged(let session)):
            "PIN changed for profile \(session.profileId)"
        case .finished(.authenticatorRegistered):
            "authenticator registered"
        case .failed(let error):
            "failed: \(error)"
        }
    }
}
