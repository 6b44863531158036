import Synchronization

/// The token server's HTTP/1.1 front: listens on a TCP address and hands each request to a handler
/// as an `EngineRequest`, writing its `EngineResponse` back (see `HTTPEventLoop` for how).
///
/// What the HTTP layer answers by itself: malformed, oversized and smuggling-shaped requests
/// (`HTTPParseError`, each with its status; the connection then closes), a method the engine has no
/// route for (501), a request that does not arrive in time (408), a connection over the limit (503).
/// Targets are reduced to their path: the engine's routes take no query, and a query is never
/// passed on or logged, since someone may have put a secret there.
package final class HTTPServer: Sendable {
    /// Answers one request; runs as its own task on Swift's cooperative pool.
    package typealias Handler = @Sendable (EngineRequest) async -> EngineResponse
    /// Receives one entry per response, on the server's I/O thread: it must return quickly (buffer
    /// or hand off) or every connection waits for it.
    package typealias Logger = @Sendable (HTTPAccessLogEntry) -> Void
    /// Header fields for the answers the HTTP layer writes by itself (400, 408, 501, 503…), which
    /// the handler never sees: the fields the handler puts on every answer of its own, so a client
    /// finds them on every answer. Called on the server's I/O thread, once per such answer.
    package typealias RefusalFields = @Sendable () -> HTTPFields
    /// Answers on the server's I/O thread a request that needs nothing but memory (no disk, no
    /// lock held across a write, no waiting), or returns nil to hand it to the `Handler` as a task.
    /// It spares such a request the trip to Swift's cooperative pool and back, which costs more
    /// than the answer itself; anything slow here stalls every connection.
    package typealias ImmediateHandler = @Sendable (EngineRequest) -> EngineResponse?
    /// Called on the server's I/O thread at the start of each turn of its loop, once `poll` has
    /// returned and before any request of the turn is read: where what the handlers read from a
    /// file is looked at once per turn rather than once per request (`SimulationFileReading`).
    package typealias TurnBegan = @Sendable () -> Void
    /// Called on the server's I/O thread at the end of each turn of its loop, after that turn's
    /// answers were written and logged, and once more as it stops: where a logger that buffers
    /// writes what it holds, one write per turn instead of one per request.
    package typealias TurnEnded = @Sendable () -> Void

    /// The address the server listens on, with the port it was given when asked for port 0.
    package let address: HTTPListenAddress
    private let signals: HTTPLoopSignals

    private init(address: HTTPListenAddress, signals: HTTPLoopSignals) {
        self.address = address
        self.signals = signals
    }

    /// Binds the address and starts serving on a thread of its own; returns once the socket
    /// listens, so a client may connect as soon as this returns.
    package static func start(
        configuration: HTTPServerConfiguration, logger: @escaping Logger,
        refusalFields: @escaping RefusalFields = { [:] }, immediateHandler: ImmediateHandler? = nil,
        turnBegan: TurnBegan? = nil, turnEnded: TurnEnded? = nil, handler: @escaping Handler
    ) throws(HTTPServerError) -> HTTPServer {
        let requested = configuration.address
        let listening: (descriptor: Int32, port: UInt16)
        switch SocketPlatform.listen(ipv4: requested.octets, port: requested.port, backlog: 511) {
        case .success(let result): listening = result
        case .failure(let failure): throw startError(failure, address: requested)
        }
        let wakePipe: (read: Int32, write: Int32)
        switch SocketPlatform.makeWakePipe() {
        case .success(let pipe): wakePipe = pipe
        case .failure(let failure):
            SocketPlatform.close(listening.descriptor)
            throw startError(failure, address: requested)
        }
        let signals = HTTPLoopSignals(wakeDescriptor: wakePipe.write)
        let loop = HTTPEventLoop(
            configuration: configuration, listenDescriptor: listening.descriptor,
            wakeDescriptor: wakePipe.read,
            signals: signals, logger: logger, refusalFields: refusalFields,
            immediateHandler: immediateHandler,
            turnBegan: turnBegan, turnEnded: turnEnded, handler: handler)
        // The thread lets go of the loop, and so of the handlers and what they hold (a token
        // server and its home), before it says the loop has ended: whoever waits for the end may
        // then open that home again.
        let held = Mutex<HTTPEventLoop?>(loop)
        let threadError = SocketPlatform.startThread {
            do {
                let running = held.withLock { $0.take() }
                running?.run()
            }
            signals.markFinished()
        }
        guard threadError == 0 else {
            for descriptor in [listening.descriptor, wakePipe.read, wakePipe.write] {
                SocketPlatform.close(descriptor)
            }
            throw .system(.startThread, errno: threadError)
        }
        var bound = requested
        bound.port = listening.port
        return HTTPServer(address: bound, signals: signals)
    }

    private static func startError(_ failure: SocketPlatform.Failure, address: HTTPListenAddress)
        -> HTTPServerError
    {
        guard failure.operation == .bind else { return .system(failure.operation, errno: failure.errno) }
        switch failure.errno {
        case SocketPlatform.addressInUse: return .addressInUse(address)
        case SocketPlatform.permissionDenied: return .permissionDenied(address)
        case SocketPlatform.addressNotAvailable: return .addressNotAvailable(address)
        default: return .system(.bind, errno: failure.errno)
        }
    }

    /// `http://HOST:PORT`, the URL clients use.
    package var url: String { "http://" + address.description }

    /// What the server has done so far.
    package var statistics: HTTPServerStatistics {
        HTTPServerStatistics(
            acceptedConnections: signals.acceptedConnections.load(ordering: .relaxed),
            openConnections: signals.openConnections.load(ordering: .relaxed),
            refusedConnections: signals.refusedConnections.load(ordering: .relaxed),
            reclaimedConnections: signals.reclaimedConnections.load(ordering: .relaxed),
            responses: signals.responses.load(ordering: .relaxed))
    }

    /// Starts a graceful stop and returns at once: no new connections, idle ones closed, requests
    /// in flight answered (with `Connection: close`). Safe from any thread, any number of times.
    package func requestStop() {
        signals.requestStop()
    }

    /// Stops gracefully and returns when every request in flight has been answered and every
    /// connection closed.
    package func stop() async {
        requestStop()
        await waitUntilStopped()
    }

    /// Returns when the server has stopped (after `requestStop` from anywhere).
    package func waitUntilStopped() async {
        await signals.waitUntilFinished()
    }
}
