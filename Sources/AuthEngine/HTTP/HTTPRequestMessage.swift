/// Limits on one request, each answered with its own status when exceeded.
package struct HTTPLimits: Sendable, Equatable {
    /// The request line without its CR LF. Longer: 414, or 501 when the method alone is that long
    /// (RFC 9112 §3: a server should accept at least 8000 octets).
    package var maxRequestLineBytes: Int
    /// Every header line with its CR LF, and the empty line that ends them. Larger: 431.
    package var maxHeaderSectionBytes: Int
    /// Header field lines. More: 431.
    package var maxHeaderFields: Int
    /// The body's `Content-Length`. Larger: 413, before any of the body is read.
    package var maxBodyBytes: Int

    /// Limits that fit every request the engine's client sends, with room to spare.
    package init(
        maxRequestLineBytes: Int = 8192, maxHeaderSectionBytes: Int = 16_384, maxHeaderFields: Int = 100,
        maxBodyBytes: Int = 65_536
    ) {
        self.maxRequestLineBytes = maxRequestLineBytes
        self.maxHeaderSectionBytes = maxHeaderSectionBytes
        self.maxHeaderFields = maxHeaderFields
        self.maxBodyBytes = maxBodyBytes
    }
}

/// The protocol version of a request.
package enum HTTPVersion: Sendable, Equatable {
    /// HTTP/1.0: the connection closes after the response unless the request asks for keep-alive.
    case http10
    /// HTTP/1.1 (and 1.x above it, read as 1.1 per RFC 9110 §2.5): persistent unless asked to close.
    case http11
}

/// A whole request as the parser read it.
package struct HTTPRequestMessage: Sendable, Equatable {
    /// The method token, case-sensitive as RFC 9110 §9.1 says (`get` is not `GET`).
    package var method: String
    /// The request target as received.
    package var target: String
    /// The target's path: the query is dropped, and an absolute-form target gives its path.
    package var path: String
    /// The protocol version.
    package var version: HTTPVersion
    /// Header fields with lower-cased names, in the order received, repeats kept.
    package var headers: HTTPFields
    /// The body, `Content-Length` bytes.
    package var body: [UInt8]
    /// Whether the connection may carry another request after this one's response.
    package var keepAlive: Bool

    /// The target's query, after its first `?`; nil when there is none.
    package var query: String? {
        target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) }
    }
}

/// What the parser has after the bytes it was given.
package enum HTTPParseStep: Sendable, Equatable {
    /// Nothing yet: feed more bytes.
    case needMoreBytes
    /// The head asked for `100-continue` and no body has arrived: send `100 Continue`, then
    /// feed more bytes. Given at most once per request.
    case sendContinue
    /// A whole request; call `next()` again for a pipelined one behind it.
    case request(HTTPRequestMessage)
    /// The bytes are not a request this server reads; every later call says the same.
    case failure(HTTPParseError)
}
