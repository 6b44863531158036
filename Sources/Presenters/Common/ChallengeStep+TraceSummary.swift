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
        case .finished(.signedIn(let session)):
            "signed in to profile \(session.profileId)"
        case .failed(let error):
            "failed: \(error)"
        }
    }
}
