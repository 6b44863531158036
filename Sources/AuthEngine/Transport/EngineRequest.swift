/// One request from the client half to the token server, in HTTP's shape so a network transport
/// could replace the in-process one without the client noticing: a method, the target (a path and
/// perhaps a query), header fields in order, and a body.
package struct EngineRequest: Sendable {
    /// The method, any token; the server answers one no route has with 404.
    package var method: HTTPMethod
    /// The path, such as `/v1/auth/login`, without the query.
    package var path: String
    /// The query as sent (without `?`), nil when the target has none; `query` decodes it.
    package var rawQuery: String?
    /// Header fields in the order sent; names are matched case-insensitively.
    package var headers: HTTPFields
    /// The body, empty for requests without one; `decodedBody` reads it by its `Content-Type`.
    package var body: [UInt8]
    /// The network peer that sent it, when it came over HTTP; nil in process.
    package var peer: HTTPPeerAddress?

    /// Creates a request for `path`, which holds no query; `rawQuery` adds one.
    package init(
        method: HTTPMethod, path: String, rawQuery: String? = nil, headers: HTTPFields = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.rawQuery = rawQuery
        self.headers = headers
        self.body = body
    }

    /// Creates a request for an origin-form target, `/path?query`, split at its first `?` byte
    /// (not `Character`: a `?` and a combining mark after it are one).
    package init(method: HTTPMethod, target: String, headers: HTTPFields = [:], body: [UInt8] = []) {
        let bytes = target.utf8
        let mark = bytes.firstIndex(of: UInt8(ascii: "?"))
        self.init(
            method: method, path: String(decoding: bytes[..<(mark ?? bytes.endIndex)], as: UTF8.self),
            rawQuery: mark.map { String(decoding: bytes[bytes.index(after: $0)...], as: UTF8.self) },
            headers: headers, body: body)
    }

    /// The request target as it goes on the request line: the path, and `?` and the query if any.
    package var target: String { rawQuery.map { path + "?" + $0 } ?? path }

    /// The decoded query; empty when there is none, an error naming the pair when one is not
    /// percent-encoded properly.
    package var query: FormFields {
        get throws(FormFields.ParseError) {
            guard let rawQuery else { return FormFields() }
            return try FormFields(parsing: rawQuery)
        }
    }

    /// The value of a header, matched case-insensitively; a field sent on several lines reads as
    /// one list, its values joined by ", " (RFC 9110 §5.3), so a repeated `Authorization` is no
    /// single credential.
    package func header(_ name: String) -> String? {
        let values = headers.values(named: name)
        return values.count > 1 ? values.joined(separator: ", ") : values.first
    }

    /// The route without the query or body, for traces: both may carry secrets and are never printed.
    package var summary: String { "\(method.rawValue) \(path)" }
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
