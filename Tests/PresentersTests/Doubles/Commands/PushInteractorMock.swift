import Interactors

@MainActor
final class PushInteractorMock: PushInteracting {
    enum Call: Equatable {
        case queue(profile: String, message: String, timeToLive: Int64?)
        case queueOneTimePassword(profile: String, timeToLive: Int64?)
        case waitForAnswer(requestId: String, seconds: Double)
    }

    private(set) var calls: [Call] = []
    /// The request `push` queued, or why it could not be.
    var queued: Script<PushCallAnswer<QueuedPush>> = []
    /// How `push --wait` ended: accepted, denied, expired or still pending.
    var answers: Script<PushCallAnswer<PushAnswer>> = []

    @MainActor func queue(profile: String, message: String, timeToLive: Int64?) async throws(PushSendError)
        -> QueuedPush
    {
        calls.append(.queue(profile: profile, message: message, timeToLive: timeToLive))
        return try queued.next().get()
    }

    @MainActor func queueOneTimePassword(profile: String, timeToLive: Int64?) async throws(PushSendError)
        -> QueuedPush
    {
        calls.append(.queueOneTimePassword(profile: profile, timeToLive: timeToLive))
        return try queued.next().get()
    }

    @MainActor func waitForAnswer(requestId: String, seconds: Double) async throws(PushSendError)
        -> PushAnswer
    {
        calls.append(.waitForAnswer(requestId: requestId, seconds: seconds))
        return try answers.next().get()
    }
}

/// A push call's answer: `Result` is already a scripted answer for `AppError`, and a type conforms
/// to a protocol once.
enum PushCallAnswer<Value>: ScriptedAnswer {
    case success(Value)
    case failure(PushSendError)

    static var unscripted: PushCallAnswer { .failure(.cancelled) }

    func get() throws(PushSendError) -> Value {
        switch self {
        case .success(let value): value
        case .failure(let error): throw error
        }
    }
}
