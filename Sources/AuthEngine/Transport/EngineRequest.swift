/// The HTTP-style methods the engine's routes use.
public enum HTTPMethod: String, Sendable, Codable {
    /// Reads a resource.
    case get = "GET"
    /// Creates something or runs an action.
    case post = "POST"
    /// Removes something.
    case delete = "DELETE"
}

/// One request from the client half to the token server: a route, headers and a JSON body.
///
/// The shape is HTTP's on purpose, so a network transport could replace the in-process one without
/// the client noticing.
public struct EngineRequest: Sendable {
    /// The method, as in HTTP.
    public var method: HTTPMethod
    /// The route, such as `/v1/auth/login`; identifiers travel in the body, not in the path.
    public var path: String
    /// Header fields; names are compared case-insensitively by the server.
    public var headers: [String: String]
    /// The JSON body, empty for requests without one.
    public var body: [UInt8]

    /// Creates a request.
    public init(method: HTTPMethod, path: String, headers: [String: String] = [:], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// The value of a header, matched case-insensitively.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.key.lowercased() == wanted }?.value
    }

    /// The route without the body, for traces: bodies carry secrets and are never printed.
    public var summary: String { "\(method.rawValue) \(path)" }
}

/// The token server's answer: an HTTP-style status and a JSON body.
public struct EngineResponse: Sendable {
    /// The status code, as in HTTP (200, 401, 429, 503, …).
    public var status: Int
    /// Header fields.
    public var headers: [String: String]
    /// The JSON body.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// True for 2xx statuses.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// Why a request got no response at all; always transient from the client's point of view.
public enum TransportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server could not be reached.
    case unreachable
    /// No answer came in time.
    case timedOut

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unreachable: "The authentication server could not be reached."
        case .timedOut: "The authentication server did not answer in time."
        }
    }
}

/// Carries requests from the client half to a token server.
public protocol EngineTransport: Sendable {
    /// Sends one request and returns the server's response, or a transport error.
    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse
}
