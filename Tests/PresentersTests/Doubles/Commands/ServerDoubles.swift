import Interactors
import Presenters
import Synchronization
import TestSupport

/// The Server view: records what it was told, and stops the server as soon as the presenter asks
/// to be told of a stop (as if SIGTERM had come at once). Log lines come from the server's thread,
/// so they are kept apart, behind a lock.
@MainActor
final class ServerViewSpy: ServerViewInterface {
    enum Message: Equatable {
        case result(String)
        case note(String)
        case failure(String)
        case stopRequested
    }

    private(set) var messages: [Message] = []
    nonisolated let logs = Mutex<[String]>([])

    func showResult(_ line: String) { messages.append(.result(line)) }
    func showNote(_ line: String) { messages.append(.note(line)) }
    func showFailure(_ line: String) { messages.append(.failure(line)) }
    nonisolated func showLog(_ line: String) { logs.withLock { $0.append(line) } }

    func onStopRequest(_ stop: @escaping @Sendable () -> Void) {
        messages.append(.stopRequested)
        stop()
    }
}
