/// A failure the in-process transport plays for requests to one route, as Toxiproxy's toxics or
/// WireMock's faults do for a dependency: the client's real retry and session policy then acts.
package struct SimulatedFault: Equatable, Sendable {
    /// The most times one fault may be asked to apply.
    package static let maximumTimes = 10_000
    /// The longest a `slow` fault may hold a request: ten minutes.
    package static let maximumDelayMilliseconds: Int64 = 600_000

    /// The route's method.
    package let method: HTTPMethod
    /// The route's path, such as `/v1/auth/refresh`.
    package let path: String
    /// What happens to a matching request.
    package let kind: FaultKind
    /// How many more matching requests it applies to.
    package let remaining: Int

    /// A fault, or `SimulatedFaultError` when a part is out of bounds.
    package init(method: HTTPMethod, path: String, kind: FaultKind, remaining: Int)
        throws(SimulatedFaultError)
    {
        guard TokenServer.answers(method: method, path: path) else { throw .unknownRoute }
        guard (1...Self.maximumTimes).contains(remaining) else { throw .timesOutOfRange }
        switch kind {
        case .status(let code): guard (400...599).contains(code) else { throw .statusOutOfRange }
        case .slow(let milliseconds):
            guard (1...Self.maximumDelayMilliseconds).contains(milliseconds) else { throw .delayOutOfRange }
        case .unreachable, .malformed: break
        }
        self.method = method
        self.path = path
        self.kind = kind
        self.remaining = remaining
    }

    /// True when the fault is for the route of `request`.
    func matches(_ request: EngineRequest) -> Bool {
        request.method == method && request.path == path
    }

    /// The same fault with one application fewer, or nil when that was its last.
    func usedOnce() -> SimulatedFault? {
        guard remaining > 1 else { return nil }
        return try? SimulatedFault(method: method, path: path, kind: kind, remaining: remaining - 1)
    }
}

/// What a fault does to a matching request.
package enum FaultKind: Equatable, Sendable {
    /// The server answers with this status (400 to 599) and the error body it would send with it;
    /// the request does not reach the server.
    case status(Int)
    /// No answer: the transport reports the server unreachable.
    case unreachable
    /// The request waits this long, then reaches the server as usual.
    case slow(milliseconds: Int64)
    /// The answer is 200 with a body that is not JSON; the request does not reach the server.
    case malformed
}

/// Why a fault cannot be added.
package enum SimulatedFaultError: Error, Equatable, Sendable {
    /// The token server answers no such method and path.
    case unknownRoute
    /// `--times` must be 1 to `SimulatedFault.maximumTimes`.
    case timesOutOfRange
    /// `--status` must be 400 to 599.
    case statusOutOfRange
    /// `--slow` must be more than 0 and at most `SimulatedFault.maximumDelayMilliseconds`.
    case delayOutOfRange
}
