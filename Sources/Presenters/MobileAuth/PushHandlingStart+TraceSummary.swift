import Interactors

extension PushHandlingStart {
    /// What the handling's start is, for an `Interactor -> Presenter` trace line.
    var traceSummary: String {
        switch self {
        case .requestWaiting: "a push request waits to be handled"
        case .handled(let outcomes): "\(outcomes.count) push request(s) handled"
        case .failed(let error): "failed: \(error)"
        case .unanswerable: "a question push handling does not ask: cancelled"
        }
    }
}
