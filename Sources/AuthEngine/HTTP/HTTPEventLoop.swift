/// The HTTP server's one I/O thread: a `poll` loop over the listening socket, a wake-up pipe and
/// every connection, all non-blocking.
///
/// Why an event loop and not a thread per connection: a connection costs a few hundred bytes of
/// state instead of a thread's stack, so the connection limit can be generous, and a slow or idle
/// client costs nothing while it waits; deadlines are checked for all connections in one sweep,
/// which is how a client trickling a byte a second is cut off while everyone else is served; the
/// machine has two cores, and one I/O thread plus Swift's cooperative pool (where handlers run)
/// uses them without dozens of threads competing. Each request is handed to the handler as one
/// detached task, which hands the answer back through `HTTPLoopSignals`; the loop never blocks
/// the cooperative pool and the pool never blocks the loop.
///
/// A connection carries one request at a time: while the handler works nothing more is read, so
/// pipelined requests are answered in order and a client that sends faster than it reads is held
/// back by TCP instead of by server memory.
final class HTTPEventLoop: @unchecked Sendable {
    // @unchecked: handed to the loop thread once by `HTTPServer.start`, and touched only there.
    typealias Handler = @Sendable (EngineRequest) async -> EngineResponse
    typealias Logger = @Sendable (HTTPAccessLogEntry) -> Void

    let configuration: HTTPServerConfiguration
    let handler: Handler
    let logger: Logger
    let immediateHandler: HTTPServer.ImmediateHandler?
    let turnBegan: HTTPServer.TurnBegan?
    let turnEnded: HTTPServer.TurnEnded?
    let refusalFields: HTTPServer.RefusalFields
    let signals: HTTPLoopSignals
    let wakeDescriptor: Int32
    var listenDescriptor: Int32?
    var pollSet = SocketPlatform.PollSet()
    /// Connections by descriptor.
    var connections: [HTTPConnection?] = []
    var activeCount = 0
    var lingeringCount = 0
    var connectionsAccepted: UInt64 = 0
    var draining = false
    var acceptPausedUntil: Int64?
    var completions: [HTTPCompletion] = []
    let readBuffer: UnsafeMutableRawBufferPointer
    var now: Int64
    var nextSweep: Int64
    let sweepInterval: Int64
    var cachedDate: (second: Int64, text: String) = (-1, "")

    let headerTimeout: Int64
    let bodyTimeout: Int64
    let idleTimeout: Int64
    let writeTimeout: Int64
    let lingerTimeout: Int64

    /// How long accepting rests after the process ran out of descriptors.
    static let acceptPause: Int64 = 100_000_000
    static let readBufferSize = 65_536

    init(
        configuration: HTTPServerConfiguration, listenDescriptor: Int32, wakeDescriptor: Int32,
        signals: HTTPLoopSignals, logger: @escaping Logger, refusalFields: @escaping HTTPServer.RefusalFields,
        immediateHandler: HTTPServer.ImmediateHandler?, turnBegan: HTTPServer.TurnBegan?,
        turnEnded: HTTPServer.TurnEnded?,
        handler: @escaping Handler
    ) {
        self.configuration = configuration
        self.listenDescriptor = listenDescriptor
        self.wakeDescriptor = wakeDescriptor
        self.signals = signals
        self.logger = logger
        self.refusalFields = refusalFields
        self.immediateHandler = immediateHandler
        self.turnBegan = turnBegan
        self.turnEnded = turnEnded
        self.handler = handler
        headerTimeout = configuration.headerTimeout.wholeNanoseconds
        bodyTimeout = configuration.bodyTimeout.wholeNanoseconds
        idleTimeout = configuration.idleTimeout.wholeNanoseconds
        writeTimeout = configuration.writeTimeout.wholeNanoseconds
        lingerTimeout = configuration.lingerTimeout.wholeNanoseconds
        // A quarter of the shortest timeout, so a deadline is never missed by much; between 10 ms
        // and 250 ms so an idle server wakes rarely and a test's short timeouts still bite.
        let shortest = [headerTimeout, bodyTimeout, idleTimeout, writeTimeout, lingerTimeout].min() ?? 0
        sweepInterval = min(max(shortest / 4, 10_000_000), 250_000_000)
        readBuffer = .allocate(byteCount: Self.readBufferSize, alignment: 16)
        now = SocketPlatform.monotonicNanoseconds()
        nextSweep = now + sweepInterval
        completions.reserveCapacity(64)
        _ = pollSet.add(listenDescriptor, events: .readable)
        _ = pollSet.add(wakeDescriptor, events: .readable)
    }

    /// Serves until a stop is requested and every connection has finished.
    func run() {
        while !(draining && activeCount == 0 && lingeringCount == 0) {
            var timeout = max(nextSweep - now, 0)
            if let resume = acceptPausedUntil { timeout = min(timeout, max(resume - now, 0)) }
            // Rounded up, so the loop does not spin through the last fraction of a millisecond.
            let ready = pollSet.wait(timeoutMilliseconds: Int32((timeout + 999_999) / 1_000_000))
            now = SocketPlatform.monotonicNanoseconds()
            turnBegan?()
            if case .success(let count) = ready, count > 0 { serviceReadyEntries() }
            if let resume = acceptPausedUntil, now >= resume { resumeAccepting() }
            if now >= nextSweep {
                sweepDeadlines()
                nextSweep = now + sweepInterval
            }
            turnEnded?()
        }
        shutDown()
    }

    // MARK: Readiness

    func serviceReadyEntries() {
        var index = 0
        while index < pollSet.count {
            let events = pollSet.takeReadiness(at: index)
            let descriptor = pollSet.descriptor(at: index)
            if !events.isEmpty {
                if descriptor == listenDescriptor {
                    acceptConnections()
                } else if descriptor == wakeDescriptor {
                    SocketPlatform.drainWakePipe(wakeDescriptor)
                    takeSignals()
                } else if let connection = connection(at: descriptor) {
                    service(connection, events: events)
                }
            }
            // A closed connection's entry is replaced by the last one, not yet looked at.
            if index < pollSet.count && pollSet.descriptor(at: index) == descriptor { index += 1 }
        }
    }

    func service(_ connection: HTTPConnection, events: SocketPlatform.PollEvents) {
        if events.contains(.invalid) {
            close(connection)
            return
        }
        let failed = !events.isDisjoint(with: [.hangUp, .error])
        if connection.hasPendingOutput && (events.contains(.writable) || failed) {
            guard flushAfterReadiness(connection) else { return }
        }
        if events.contains(.readable) || failed {
            switch connection.phase {
            case .idle, .receiving: receive(connection)
            case .lingering: drainLingering(connection)
            case .handling, .writing: break
            }
        }
    }

    func receive(_ connection: HTTPConnection) {
        switch SocketPlatform.receive(connection.descriptor, into: readBuffer) {
        case .transferred(let count):
            connection.parser.append(UnsafeRawBufferPointer(rebasing: readBuffer[..<count]))
            process(connection)
        case .wouldBlock:
            break
        case .endOfStream, .failed:
            // Half a request can never be answered; between requests this is a normal goodbye.
            close(connection)
        }
    }

    // MARK: Requests

    /// Reads every request the buffer holds, answering refusals at once, until one goes to the
    /// handler, the buffer runs dry, or the connection closes. A loop, not recursion, so a burst of
    /// pipelined refusals cannot exhaust the stack.
    func process(_ connection: HTTPConnection) {
        while true {
            switch connection.parser.next() {
            case .needMoreBytes:
                noteWaitingForBytes(connection)
                return
            case .sendContinue:
                connection.output.append(contentsOf: EngineResponse.continueBytes)
                guard flush(connection) != .failed else { return }
                updateInterest(connection)
            case .request(let message):
                guard let method = Self.engineMethod(message.method) else {
                    let exchange = beginExchange(connection, message: message, omitsBody: false)
                    guard answerAtOnce(connection, .methodNotImplemented, exchange: exchange) else { return }
                    continue
                }
                guard dispatch(connection, message: message, method: method) else { return }
            case .failure(let error):
                let requestLine = connection.parser.requestLine
                let exchange = HTTPConnection.Exchange(
                    method: requestLine?.method ?? "-", path: requestLine?.path ?? "-", version: .http11,
                    keepAlive: false, omitsBody: false, startedAt: requestStart(connection))
                _ = answerAtOnce(connection, .malformed(error), exchange: exchange)
                return
            }
        }
    }

    func noteWaitingForBytes(_ connection: HTTPConnection) {
        if connection.parser.hasPartialRequest {
            if connection.phase == .idle {
                connection.phase = .receiving
                connection.requestStartedAt = now
                // A new connection's first head is due within the header timeout of the accept.
                if connection.hasServedRequest { connection.deadline = now + headerTimeout }
            }
            if connection.parser.isReceivingBody && !connection.bodyDeadlineSet {
                connection.bodyDeadlineSet = true
                connection.deadline = now + bodyTimeout
            }
        }
        updateInterest(connection)
    }

    /// The method a request is handed on with, and whether its answer goes without a body; nil
    /// for a method no route is declared with, which the server does not implement (501).
    static func engineMethod(_ token: String) -> (method: HTTPMethod, omitsBody: Bool)? {
        // RFC 9110 §9.3.2: HEAD is GET without the body; every general-purpose server supports it.
        if token == HTTPMethod.head.rawValue { return (.get, true) }
        guard let method = HTTPMethod(token: token), HTTPMethod.routed.contains(method) else { return nil }
        return (method, false)
    }

    func requestStart(_ connection: HTTPConnection) -> Int64 {
        connection.phase == .receiving ? connection.requestStartedAt : now
    }

    func beginExchange(
        _ connection: HTTPConnection, message: HTTPRequestMessage, omitsBody: Bool
    ) -> HTTPConnection.Exchange {
        HTTPConnection.Exchange(
            method: message.method, path: message.path, version: message.version,
            keepAlive: message.keepAlive,
            omitsBody: omitsBody, startedAt: requestStart(connection))
    }

    /// Answers the request on this thread when the immediate handler can, or hands it to the
    /// handler's task; true when the connection is ready for its next request at once.
    func dispatch(
        _ connection: HTTPConnection, message: HTTPRequestMessage,
        method: (method: HTTPMethod, omitsBody: Bool)
    ) -> Bool {
        let exchange = beginExchange(connection, message: message, omitsBody: method.omitsBody)
        var request = EngineRequest(
            method: method.method, path: message.path, rawQuery: message.query, headers: message.headers,
            body: message.body)
        request.peer = connection.peer
        if let immediateHandler, let response = immediateHandler(request) {
            return answerAtOnce(connection, with: response, refusal: nil, exchange: exchange)
        }
        connection.exchange = exchange
        connection.phase = .handling
        connection.deadline = .max
        updateInterest(connection)
        let descriptor = connection.descriptor
        let number = connection.number
        Task.detached(priority: .high) { [handler, signals] in
            let response = await handler(request)
            signals.deliver(HTTPCompletion(descriptor: descriptor, connection: number, response: response))
        }
        return false
    }

    func takeSignals() {
        let stopRequested = signals.take(into: &completions)
        for completion in completions {
            guard let connection = connection(at: completion.descriptor),
                connection.number == completion.connection, connection.phase == .handling,
                let exchange = connection.exchange
            else { continue }
            if connection.broken {
                connection.phase = .writing
                close(connection)
                continue
            }
            answer(connection, with: completion.response, refusal: nil, exchange: exchange)
            switch flush(connection) {
            case .complete: responseWritten(connection)
            case .pending, .failed: break
            }
        }
        completions.removeAll(keepingCapacity: true)
        if stopRequested && !draining { beginDraining() }
    }
}
