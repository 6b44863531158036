/// One client connection as the event loop sees it; only the loop's thread touches it.
final class HTTPConnection {
    /// Where the connection is in its request/response cycle; each phase has its own deadline.
    enum Phase {
        /// Waiting for the first byte of a request (the idle timeout, or the header timeout for
        /// a new connection's first request).
        case idle
        /// Part of a request has arrived (the header timeout, then the body timeout).
        case receiving
        /// The handler is working on a request; nothing is read, and the connection is never
        /// closed in this phase, so its descriptor cannot be reused under the handler's answer.
        case handling
        /// A response is being written (the write timeout).
        case writing
        /// The response is written, the sending side shut down, and input is drained until the
        /// client closes (the linger timeouts).
        case lingering
    }

    /// The request being answered, as the access log and the response framing need it.
    struct Exchange {
        var method: String
        var path: String
        var version: HTTPVersion
        var keepAlive: Bool
        var omitsBody: Bool
        var startedAt: Int64
    }

    let descriptor: Int32
    /// Counted from 1 in accept order; a handler's answer names it, so an answer can never reach
    /// a later connection that happens to get the same descriptor.
    let number: UInt64
    /// Where the connection came from; each request carries it to the handler.
    let peer: HTTPPeerAddress
    var pollIndex: Int
    var parser: HTTPRequestParser
    var phase = Phase.idle
    /// Monotonic nanoseconds at which the current phase times out.
    var deadline: Int64
    /// The latest a lingering connection may stay, however much input keeps arriving.
    var lingerEnd = Int64.max
    /// False for a connection refused at the limit, which is answered and closed uncounted.
    var countsAsActive = true
    var hasServedRequest = false
    /// When the connection last became idle (its accept, or its last response written): at the
    /// connection limit, the one idle longest gives up its slot to a new connection.
    var idleSince: Int64
    var bodyDeadlineSet = false
    var requestStartedAt: Int64
    var exchange: Exchange?
    var output: [UInt8] = []
    var outputSent = 0
    var closesAfterOutput = false
    /// A write failed while the handler was working; the answer is dropped and the connection closed.
    var broken = false

    init(
        descriptor: Int32, number: UInt64, peer: HTTPPeerAddress, pollIndex: Int, limits: HTTPLimits,
        now: Int64,
        headerDeadline: Int64
    ) {
        self.descriptor = descriptor
        self.number = number
        self.peer = peer
        self.pollIndex = pollIndex
        parser = HTTPRequestParser(limits: limits)
        deadline = headerDeadline
        requestStartedAt = now
        idleSince = now
        output.reserveCapacity(512)
    }

    var hasPendingOutput: Bool { outputSent < output.count }

    /// The events `poll` should report for the connection now.
    var interest: SocketPlatform.PollEvents {
        var events: SocketPlatform.PollEvents = []
        switch phase {
        case .idle, .receiving, .lingering: events.insert(.readable)
        case .handling, .writing: break
        }
        if hasPendingOutput { events.insert(.writable) }
        return events
    }
}
