/// How the HTTP server listens, what it accepts, and how long it waits.
package struct HTTPServerConfiguration: Sendable {
    /// Where to listen; port 0 picks a free port (`HTTPServer.address` tells which).
    package var address: HTTPListenAddress
    /// Limits on each request.
    package var limits: HTTPLimits
    /// Open connections served at once; one more takes the slot of the connection idle longest,
    /// and is answered 503 and closed only when every open connection is mid-request.
    package var maxConnections: Int
    /// Closed connections whose unread input is still being drained (so that a client still
    /// sending, say, a refused body reads the answer instead of a reset); beyond it they close at once.
    package var maxLingeringConnections: Int
    /// How long a request's head may take to arrive, counted from its first byte (from the accept
    /// for a connection's first request): a client that trickles bytes is cut off with 408 at this
    /// deadline however steadily it sends.
    package var headerTimeout: Duration
    /// How long a body may take to arrive after its head.
    package var bodyTimeout: Duration
    /// How long a persistent connection may wait for its next request before it is closed.
    package var idleTimeout: Duration
    /// How long a response may take to be taken by the client; a client that stops reading is cut off.
    package var writeTimeout: Duration
    /// How long a closing connection's input is drained while nothing arrives (and five times that
    /// at most, however much arrives).
    package var lingerTimeout: Duration
    /// Whether responses carry a `Date` (RFC 9110 §6.6.1 asks servers with a clock to send it).
    package var sendsDate: Bool

    /// A configuration; the defaults suit the token server on loopback.
    package init(
        address: HTTPListenAddress = .loopback(port: 8720), limits: HTTPLimits = HTTPLimits(),
        maxConnections: Int = 512, maxLingeringConnections: Int = 128, headerTimeout: Duration = .seconds(10),
        bodyTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(60),
        writeTimeout: Duration = .seconds(10), lingerTimeout: Duration = .seconds(2), sendsDate: Bool = true
    ) {
        self.address = address
        self.limits = limits
        self.maxConnections = maxConnections
        self.maxLingeringConnections = maxLingeringConnections
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
        self.lingerTimeout = lingerTimeout
        self.sendsDate = sendsDate
    }
}

/// Counts of what the server has done, read while it runs (for tests and status output).
package struct HTTPServerStatistics: Sendable, Equatable {
    /// Connections accepted since start, refused ones included.
    package var acceptedConnections: Int
    /// Connections open now, draining ones excluded.
    package var openConnections: Int
    /// Connections answered 503 because the server was at its limit with every slot mid-request.
    package var refusedConnections: Int
    /// Idle connections closed at the limit to make room for a new one.
    package var reclaimedConnections: Int
    /// Responses written, refusals included.
    package var responses: Int
}

extension Duration {
    /// The duration in whole nanoseconds, saturating at about 292 years.
    var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow
            ? (seconds < 0 ? .min : .max) : scaled.addingReportingOverflow(attoseconds / 1_000_000_000).0
    }
}
