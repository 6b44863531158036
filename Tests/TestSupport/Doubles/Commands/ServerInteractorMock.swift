import Interactors
import Synchronization

/// Starts a `RunningServerFake`, or fails as told; writes `logLines` to the log when started.
@MainActor
package final class ServerInteractorMock: ServerInteracting {
    /// Every address a start was asked for, in order.
    package private(set) var starts: [ServerListenAddress] = []
    /// Why each start fails; nil starts `server`.
    package var failure: ServerProcessError?
    /// What the server writes to its log once started.
    package var logLines: [String] = []
    /// The server a start answers.
    package let server = RunningServerFake()

    /// A mock that starts `server`.
    package init() {}

    /// Records the start and answers as `failure` says.
    nonisolated package func start(address: ServerListenAddress, log: @escaping @Sendable (String) -> Void)
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
package final class RunningServerFake: RunningServer {
    /// Where it listens.
    package let url = "http://127.0.0.1:4321"
    /// How many stops were asked of it.
    package let stopRequests = Mutex(0)
    private let mended = Mutex<[ServerRecovery]>([])

    /// What its store mended when it opened.
    package var recoveries: [ServerRecovery] {
        get { mended.withLock { $0 } }
        set { mended.withLock { $0 = newValue } }
    }

    /// Counts the stop.
    package func requestStop() { stopRequests.withLock { $0 += 1 } }

    /// Returns at once: nothing runs.
    package func waitUntilStopped() async {}
}
