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

    private let configuration: HTTPServerConfiguration
    private let handler: Handler
    private let logger: Logger
    private let signals: HTTPLoopSignals
    private let wakeDescriptor: Int32
    private var listenDescriptor: Int32?
    private var pollSet = SocketPlatform.PollSet()
    /// Connections by descriptor.
    private var connections: [HTTPConnection?] = []
    private var activeCount = 0
    private var lingeringCount = 0
    private var connectionsAccepted: UInt64 = 0
    private var draining = false
    private var acceptPausedUntil: Int64?
    private var completions: [HTTPCompletion] = []
    private let readBuffer: UnsafeMutableRawBufferPointer
    private var now: Int64
    private var nextSweep: Int64
    private let sweepInterval: Int64
    private var cachedDate: (second: Int64, text: String) = (-1, "")

    private let headerTimeout: Int64
    private let bodyTimeout: Int64
    private let idleTimeout: Int64
    private let writeTimeout: Int64
    private let lingerTimeout: Int64

    /// How long accepting rests after the process ran out of descriptors.
    private static let acceptPause: Int64 = 100_000_000
    private static let readBufferSize = 65_536

    init(
        configuration: HTTPServerConfiguration, listenDescriptor: Int32, wakeDescriptor: Int32,
        signals: HTTPLoopSignals, logger: @escaping Logger, handler: @escaping Handler
    ) {
        self.configuration = configuration
        self.listenDescriptor = listenDescriptor
        self.wakeDescriptor = wakeDescriptor
        self.signals = signals
        self.logger = logger
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
            if case .success(let count) = ready, count > 0 { serviceReadyEntries() }
            if let resume = acceptPausedUntil, now >= resume { resumeAccepting() }
            if now >= nextSweep {
                sweepDeadlines()
                nextSweep = now + sweepInterval
            }
        }
        shutDown()
    }

    // MARK: Readiness

    private func serviceReadyEntries() {
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

    private func service(_ connection: HTTPConnection, events: SocketPlatform.PollEvents) {
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

    private func receive(_ connection: HTTPConnection) {
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
    private func process(_ connection: HTTPConnection) {
        while true {
            switch connection.parser.next() {
            case .needMoreBytes:
                noteWaitingForBytes(connection)
                return
            case .sendContinue:
                connection.output.append(contentsOf: HTTPResponse.continueBytes)
                guard flush(connection) != .failed else { return }
                updateInterest(connection)
            case .request(let message):
                guard let method = Self.engineMethod(message.method) else {
                    let exchange = beginExchange(connection, message: message, omitsBody: false)
                    guard answerAtOnce(connection, .methodNotImplemented, exchange: exchange) else { return }
                    continue
                }
                dispatch(connection, message: message, method: method)
                return
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

    private func noteWaitingForBytes(_ connection: HTTPConnection) {
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

    private static func engineMethod(_ token: String) -> (method: HTTPMethod, omitsBody: Bool)? {
        switch token {
        case "GET": (.get, false)
        // RFC 9110 §9.3.2: HEAD is GET without the body; every general-purpose server supports it.
        case "HEAD": (.get, true)
        case "POST": (.post, false)
        case "DELETE": (.delete, false)
        default: nil
        }
    }

    private func requestStart(_ connection: HTTPConnection) -> Int64 {
        connection.phase == .receiving ? connection.requestStartedAt : now
    }

    private func beginExchange(
        _ connection: HTTPConnection, message: HTTPRequestMessage, omitsBody: Bool
    ) -> HTTPConnection.Exchange {
        HTTPConnection.Exchange(
            method: message.method, path: message.path, version: message.version,
            keepAlive: message.keepAlive,
            omitsBody: omitsBody, startedAt: requestStart(connection))
    }

    private func dispatch(
        _ connection: HTTPConnection, message: HTTPRequestMessage,
        method: (method: HTTPMethod, omitsBody: Bool)
    ) {
        connection.exchange = beginExchange(connection, message: message, omitsBody: method.omitsBody)
        connection.phase = .handling
        connection.deadline = .max
        updateInterest(connection)
        let request = EngineRequest(
            method: method.method, path: message.path, headers: message.headers, body: message.body)
        let descriptor = connection.descriptor
        let number = connection.number
        Task.detached { [handler, signals] in
            let response = await handler(request)
            signals.deliver(HTTPCompletion(descriptor: descriptor, connection: number, response: response))
        }
    }

    private func takeSignals() {
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
            answer(connection, with: HTTPResponse(completion.response), refusal: nil, exchange: exchange)
            switch flush(connection) {
            case .complete: responseWritten(connection)
            case .pending, .failed: break
            }
        }
        completions.removeAll(keepingCapacity: true)
        if stopRequested && !draining { beginDraining() }
    }

    // MARK: Responses

    /// Answers a refusal inside `process`; true when the connection is ready for its next request.
    private func answerAtOnce(
        _ connection: HTTPConnection, _ refusal: HTTPRefusal, exchange: HTTPConnection.Exchange
    ) -> Bool {
        answer(connection, with: refusal.response, refusal: refusal, exchange: exchange)
        switch flush(connection) {
        case .pending, .failed: return false
        case .complete:
            guard !connection.closesAfterOutput else {
                linger(connection)
                return false
            }
            becomeIdle(connection)
            return true
        }
    }

    /// Writes the response into the connection's output and logs it.
    private func answer(
        _ connection: HTTPConnection, with response: HTTPResponse, refusal: HTTPRefusal?,
        exchange: HTTPConnection.Exchange
    ) {
        let closes = !exchange.keepAlive || draining
        let framing = HTTPResponse.Framing(
            closesConnection: closes, announcesKeepAlive: !closes && exchange.version == .http10,
            omitsBody: exchange.omitsBody, date: configuration.sendsDate ? dateText() : nil)
        response.serialize(into: &connection.output, framing: framing)
        connection.closesAfterOutput = closes
        connection.exchange = nil
        connection.phase = .writing
        connection.deadline = now + writeTimeout
        connection.hasServedRequest = true
        signals.responses.add(1, ordering: .relaxed)
        logger(
            HTTPAccessLogEntry(
                unixTimeMilliseconds: SocketPlatform.realTimeMilliseconds(), method: exchange.method,
                path: exchange.path, status: response.writtenStatus,
                durationMicroseconds: max(SocketPlatform.monotonicNanoseconds() - exchange.startedAt, 0)
                    / 1000,
                refusal: refusal, connection: connection.number))
    }

    private enum FlushOutcome {
        case complete
        case pending
        case failed
    }

    /// Writes as much output as the socket takes. On failure the connection is closed (or, while
    /// the handler works, marked broken and closed when the answer comes).
    private func flush(_ connection: HTTPConnection) -> FlushOutcome {
        while connection.hasPendingOutput {
            let result = connection.output.withUnsafeBytes { bytes in
                SocketPlatform.send(
                    connection.descriptor, UnsafeRawBufferPointer(rebasing: bytes[connection.outputSent...]))
            }
            switch result {
            case .transferred(let count):
                connection.outputSent += count
            case .wouldBlock:
                updateInterest(connection)
                return .pending
            case .endOfStream, .failed:
                connection.output.removeAll(keepingCapacity: true)
                connection.outputSent = 0
                if connection.phase == .handling {
                    connection.broken = true
                    updateInterest(connection)
                } else {
                    close(connection)
                }
                return .failed
            }
        }
        connection.output.removeAll(keepingCapacity: true)
        connection.outputSent = 0
        return .complete
    }

    /// Flushes on a writable event; false when the connection is gone.
    private func flushAfterReadiness(_ connection: HTTPConnection) -> Bool {
        switch flush(connection) {
        case .failed: return false
        case .pending: return true
        case .complete:
            if connection.phase == .writing {
                responseWritten(connection)
                return false
            }
            updateInterest(connection)
            return true
        }
    }

    private func responseWritten(_ connection: HTTPConnection) {
        guard !connection.closesAfterOutput && !draining else {
            linger(connection)
            return
        }
        becomeIdle(connection)
        process(connection)
    }

    private func becomeIdle(_ connection: HTTPConnection) {
        connection.phase = .idle
        connection.deadline = now + idleTimeout
        connection.bodyDeadlineSet = false
        updateInterest(connection)
    }

    private func dateText() -> String {
        let milliseconds = SocketPlatform.realTimeMilliseconds()
        let second = milliseconds / 1000
        if second != cachedDate.second { cachedDate = (second, HTTPDate.imfFixdate(unixSeconds: second)) }
        return cachedDate.text
    }

    // MARK: Connections

    private func acceptConnections() {
        guard let listenDescriptor else { return }
        // A bounded batch, so a flood of connections cannot starve the ones already open.
        for _ in 0..<64 {
            switch SocketPlatform.accept(on: listenDescriptor) {
            case .accepted(let descriptor):
                install(descriptor)
            case .wouldBlock:
                return
            case .failed:
                // Out of descriptors or memory: stop asking for a moment instead of spinning on
                // a listening socket that stays readable.
                pollSet.setEvents([], at: 0)
                acceptPausedUntil = now + Self.acceptPause
                return
            }
        }
    }

    private func resumeAccepting() {
        acceptPausedUntil = nil
        if listenDescriptor != nil { pollSet.setEvents(.readable, at: 0) }
    }

    private func install(_ descriptor: Int32) {
        connectionsAccepted += 1
        signals.acceptedConnections.add(1, ordering: .relaxed)
        let connection = HTTPConnection(
            descriptor: descriptor, number: connectionsAccepted,
            pollIndex: pollSet.add(descriptor, events: .readable),
            limits: configuration.limits, now: now, headerDeadline: now + headerTimeout)
        while connections.count <= Int(descriptor) { connections.append(nil) }
        connections[Int(descriptor)] = connection
        guard activeCount < configuration.maxConnections else {
            connection.countsAsActive = false
            signals.refusedConnections.add(1, ordering: .relaxed)
            let exchange = HTTPConnection.Exchange(
                method: "-", path: "-", version: .http11, keepAlive: false, omitsBody: false, startedAt: now)
            _ = answerAtOnce(connection, .tooManyConnections, exchange: exchange)
            return
        }
        activeCount += 1
        signals.openConnections.store(activeCount, ordering: .relaxed)
    }

    /// Sends a FIN and reads until the client closes, so that unread input (a refused body, a
    /// pipelined request) does not turn the close into a reset that destroys the answer.
    private func linger(_ connection: HTTPConnection) {
        guard lingeringCount < configuration.maxLingeringConnections else {
            close(connection)
            return
        }
        SocketPlatform.shutdownWriting(connection.descriptor)
        releaseActiveSlot(connection)
        lingeringCount += 1
        connection.phase = .lingering
        connection.deadline = now + lingerTimeout
        connection.lingerEnd = now + 5 * lingerTimeout
        updateInterest(connection)
    }

    private func drainLingering(_ connection: HTTPConnection) {
        switch SocketPlatform.receive(connection.descriptor, into: readBuffer) {
        case .transferred:
            connection.deadline = min(now + lingerTimeout, connection.lingerEnd)
        case .wouldBlock:
            break
        case .endOfStream, .failed:
            close(connection)
        }
    }

    private func releaseActiveSlot(_ connection: HTTPConnection) {
        guard connection.countsAsActive else { return }
        connection.countsAsActive = false
        activeCount -= 1
        signals.openConnections.store(activeCount, ordering: .relaxed)
    }

    private func close(_ connection: HTTPConnection) {
        // Never under a running handler: its answer would find the descriptor reused.
        guard connection.phase != .handling else {
            connection.broken = true
            return
        }
        releaseActiveSlot(connection)
        if connection.phase == .lingering { lingeringCount -= 1 }
        if let moved = pollSet.remove(at: connection.pollIndex) {
            self.connection(at: moved)?.pollIndex = connection.pollIndex
        }
        connections[Int(connection.descriptor)] = nil
        SocketPlatform.close(connection.descriptor)
    }

    private func connection(at descriptor: Int32) -> HTTPConnection? {
        descriptor >= 0 && Int(descriptor) < connections.count ? connections[Int(descriptor)] : nil
    }

    private func updateInterest(_ connection: HTTPConnection) {
        pollSet.setEvents(connection.interest, at: connection.pollIndex)
    }

    // MARK: Deadlines and stopping

    private func sweepDeadlines() {
        for case let connection? in connections where connection.deadline <= now {
            switch connection.phase {
            case .idle:
                close(connection)
            case .receiving:
                let requestLine = connection.parser.requestLine
                let exchange = HTTPConnection.Exchange(
                    method: requestLine?.method ?? "-", path: requestLine?.path ?? "-", version: .http11,
                    keepAlive: false, omitsBody: false, startedAt: connection.requestStartedAt)
                _ = answerAtOnce(connection, .requestTimeout, exchange: exchange)
            case .writing, .lingering:
                close(connection)
            case .handling:
                break
            }
        }
    }

    private func beginDraining() {
        draining = true
        if let listenDescriptor {
            if let moved = pollSet.remove(at: 0) { connection(at: moved)?.pollIndex = 0 }
            SocketPlatform.close(listenDescriptor)
            self.listenDescriptor = nil
        }
        for case let connection? in connections where connection.phase == .idle { close(connection) }
    }

    private func shutDown() {
        for case let connection? in connections { SocketPlatform.close(connection.descriptor) }
        connections = []
        if let listenDescriptor { SocketPlatform.close(listenDescriptor) }
        SocketPlatform.close(wakeDescriptor)
        signals.closeWakePipe()
        signals.openConnections.store(0, ordering: .relaxed)
        readBuffer.deallocate()
        signals.markFinished()
    }
}
