import AuthEngine

/// What became of one push request the app handled.
package struct PushOutcome: Equatable, Sendable {
    /// The request as it was listed.
    package let request: PushRequest
    /// What happened to it.
    package let result: PushResult

    /// For test doubles and presenter tests; the app builds one from the engine's `PushHandlingOutcome`.
    package init(request: PushRequest, result: PushResult) {
        self.request = request
        self.result = result
    }

    init(_ outcome: PushHandlingOutcome) {
        self.init(request: PushRequest(outcome.request), result: PushResult(outcome.result))
    }
}

/// The result of handling one push request, in the app's terms.
package enum PushResult: Equatable, Sendable {
    /// Confirmed with the PIN, or the right one-time code.
    case accepted
    /// Denied by the person, or a wrong one-time code.
    case denied
    /// Cancelled: it stays pending, and handling stopped.
    case leftPending
    /// Its time to live had passed before the answer.
    case expired
    /// The PIN was wrong: the request was denied and the profile logged out.
    case authenticationFailed

    init(_ result: PushHandlingResult) {
        switch result {
        case .accepted: self = .accepted
        case .denied: self = .denied
        case .leftPending: self = .leftPending
        case .expired: self = .expired
        case .authenticationFailed: self = .authenticationFailed
        }
    }
}
