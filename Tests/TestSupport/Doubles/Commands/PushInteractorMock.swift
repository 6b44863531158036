import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class PushInteractorMock: PushInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case queue(profile: String, message: String, timeToLive: Int64?)
        case queueOneTimePassword(profile: String, timeToLive: Int64?)
        case waitForAnswer(requestId: String, seconds: Double)
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// The request `push` queued, or why it could not be.
    package var queued: Script<PushCallAnswer<QueuedPush>> = []
    /// How `push --wait` ended: accepted, denied, expired or still pending.
    package var answers: Script<PushCallAnswer<PushAnswer>> = []

    /// Records the call and gives the next scripted answer.
    @MainActor package func queue(profile: String, message: String, timeToLive: Int64?)
        async throws(PushSendError)
        -> QueuedPush
    {
        calls.append(.queue(profile: profile, message: message, timeToLive: timeToLive))
        return try queued.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func queueOneTimePassword(profile: String, timeToLive: Int64?)
        async throws(PushSendError)
        -> QueuedPush
    {
        calls.append(.queueOneTimePassword(profile: profile, timeToLive: timeToLive))
        return try queued.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func waitForAnswer(requestId: String, seconds: Double) async throws(PushSendError)
        -> PushAnswer
    {
        calls.append(.waitForAnswer(requestId: requestId, seconds: seconds))
        return try answers.next().get()
    }
}

/// A push call's answer: `Result` is already a scripted answer for `AppError`, and a type conforms
/// to a protocol once.
package enum PushCallAnswer<Value>: ScriptedAnswer {
    case success(Value)
    case failure(PushSendError)

    /// What an unscripted call gets.
    package static var unscripted: PushCallAnswer { .failure(.cancelled) }

    /// The answer, or the error it stands for.
    package func get() throws(PushSendError) -> Value {
        switch self {
        case .success(let value): value
        case .failure(let error): throw error
        }
    }
}
