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

/// Starts a `RunningServerFake`, or fails as told; writes `logLines` to the log when started.
@MainActor
final class ServerInteractorMock: ServerInteracting {
    private(set) var starts: [ServerListenAddress] = []
    var failure: ServerProcessError?
    var logLines: [String] = []
    let server = RunningServerFake()

    nonisolated func start(address: ServerListenAddress, log: @escaping @Sendable (String) -> Void)
        throws(ServerProcessError) -> any RunningServer
    {
        let started = MainActor.assumeIsolated { () -> Result<any RunningServer, ServerProcessError> in
            starts.append(address)
            if let failure { return .failure(failure) }
            for line in logLines { log(line) }
            return .success(server)
        }
        return try started.get()
    }
}

/// A server at a fixed URL that counts the stops asked of it; its store mended what `recoveries`
/// says (nothing unless told).
final class RunningServerFake: RunningServer {
    let url = "http://127.0.0.1:4321"
    let stopRequests = Mutex(0)
    private let mended = Mutex<[ServerRecovery]>([])

    var recoveries: [ServerRecovery] {
        get { mended.withLock { $0 } }
        set { mended.withLock { $0 = newValue } }
    }

    func requestStop() { stopRequests.withLock { $0 += 1 } }

    func waitUntilStopped() async {}
}
