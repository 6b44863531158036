/// Why the HTTP layer answered a request itself instead of handing it to the token server.
package enum HTTPRefusal: Sendable, Equatable {
    /// The bytes were not a request this server reads; the connection closes after the answer.
    case malformed(HTTPParseError)
    /// A method the engine has no route for (RFC 9110 §9.1: 501 for a method the server does not
    /// implement; 405 is for a known method a resource does not allow, which is the handler's
    /// answer). The connection stays open.
    case methodNotImplemented
    /// The head or body did not arrive within its deadline (slow or stalled client).
    case requestTimeout
    /// The server is at its connection limit.
    case tooManyConnections

    /// The status it is answered with.
    package var status: Int {
        switch self {
        case .malformed(let error): error.status
        case .methodNotImplemented: 501
        case .requestTimeout: 408
        case .tooManyConnections: 503
        }
    }

    /// A stable machine name, for the error body and logs.
    package var reason: String {
        switch self {
        case .malformed(let error): error.reason
        case .methodNotImplemented: "method_not_implemented"
        case .requestTimeout: "request_timeout"
        case .tooManyConnections: "too_many_connections"
        }
    }

    /// The answer: a JSON body shaped like the token server's errors, so the engine's client reads
    /// a 4xx as a malformed request and any 5xx as the server failing (worth a retry).
    package var response: EngineResponse {
        let code = self == .tooManyConnections ? "server_busy" : "malformed_request"
        let json = "{\"code\":\"" + code + "\",\"message\":\"" + message + "\",\"reason\":\"" + reason + "\"}"
        var headers = HTTPFields()
        // RFC 9110 §10.2.3: tell a client at the limit when to come back.
        if self == .tooManyConnections { headers.append("Retry-After", "1") }
        return EngineResponse(
            status: status, contentType: EngineResponse.jsonType, headers: headers, body: Array(json.utf8))
    }

    /// Wire text for someone reading the body with curl; the engine's client never shows it.
    private var message: String {
        switch status {
        case 408: "The request did not arrive in time."
        case 413: "The request body is larger than this server accepts."
        case 414: "The request target is longer than this server accepts."
        case 417: "Only 'Expect: 100-continue' is supported."
        case 431: "The request's header fields are larger than this server accepts."
        case 501: "This server does not implement that method or transfer coding."
        case 503: "The server has too many connections; try again shortly."
        case 505: "Only HTTP/1.0 and HTTP/1.1 are served."
        default: "The request is not valid HTTP/1.1."
        }
    }
}
