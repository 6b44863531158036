/// The HTTP-style methods the engine's routes use.
package enum HTTPMethod: String, Sendable, Codable {
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
package struct EngineRequest: Sendable {
    /// The method, as in HTTP.
    package var method: HTTPMethod
    /// The route, such as `/v1/auth/login`; identifiers travel in the body, not in the path.
    package var path: String
    /// Header fields; names are compared case-insensitively by the server.
    package var headers: [String: String]
    /// The JSON body, empty for requests without one.
    package var body: [UInt8]
    /// The network peer that sent it, when it came over HTTP; nil in process.
    package var peer: HTTPPeerAddress?

    /// Creates a request.
    package init(method: HTTPMethod, path: String, headers: [String: String] = [:], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// The value of a header, matched case-insensitively.
    package func header(_ name: String) -> String? {
        headers.field(named: name)
    }

    /// The route without the body, for traces: bodies carry secrets and are never printed.
    package var summary: String { "\(method.rawValue) \(path)" }
}

/// The token server's answer: an HTTP-style status and a JSON body.
package struct EngineResponse: Sendable {
    /// The status code, as in HTTP (200, 401, 429, 503, …).
    package var status: Int
    /// Header fields.
    package var headers: [String: String]
    /// The JSON body.
    package var body: [UInt8]

    /// Creates a response.
    package init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// True for 2xx statuses.
    package var isSuccess: Bool { (200..<300).contains(status) }

    /// The value of a header, matched case-insensitively.
    package func header(_ name: String) -> String? {
        headers.field(named: name)
    }
}

/// Why a request got no response at all; always transient from the client's point of view.
package enum TransportError: Error, Equatable, Sendable {
    /// The server could not be reached.
    case unreachable
    /// No answer came in time.
    case timedOut
}

/// Carries requests from the client half to a token server.
package protocol EngineTransport: Sendable {
    /// Sends one request and returns the server's response, or a transport error.
    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse
}

extension [String: String] {
    /// The value of the header field `name`: field names are case-insensitive (RFC 9110 §5.1).
    fileprivate func field(named name: String) -> String? {
        // The name as written, then in lower case (as the HTTP server's parser files every name),
        // before a pass over every field.
        if let value = self[name] { return value }
        let wanted = name.lowercased()
        if let value = self[wanted] { return value }
        return first { $0.key.lowercased() == wanted }?.value
    }
}
