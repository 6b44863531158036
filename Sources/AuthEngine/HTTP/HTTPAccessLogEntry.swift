/// One answered request, for the server's access log. It holds no body, no header value and no
/// query string: those can carry tokens and secrets.
package struct HTTPAccessLogEntry: Sendable, Equatable {
    /// When the response was written, in milliseconds since the Unix epoch.
    package var unixTimeMilliseconds: Int64
    /// The method token, or "-" when the request line could not be read.
    package var method: String
    /// The path without its query, or "-" when the request line could not be read.
    package var path: String
    /// The status sent.
    package var status: Int
    /// From the request's first byte to its response being written, in microseconds.
    package var durationMicroseconds: Int64
    /// Set when the HTTP layer answered by itself; nil for the token server's answers.
    package var refusal: HTTPRefusal?
    /// A number for the connection, counted from 1 as connections are accepted; the same number
    /// on several entries means one persistent connection carried them.
    package var connection: UInt64

    /// An entry from its parts.
    package init(
        unixTimeMilliseconds: Int64, method: String, path: String, status: Int, durationMicroseconds: Int64,
        refusal: HTTPRefusal?, connection: UInt64
    ) {
        self.unixTimeMilliseconds = unixTimeMilliseconds
        self.method = method
        self.path = path
        self.status = status
        self.durationMicroseconds = durationMicroseconds
        self.refusal = refusal
        self.connection = connection
    }

    /// The entry as one line, such as
    /// `2026-11-23T10:15:02.123Z GET /v1/auth/me 200 0.412ms`, with the refusal's reason appended
    /// when the HTTP layer answered.
    package var line: String {
        // Built as bytes, one string at the end: the server writes one line per request.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48 + method.utf8.count + path.utf8.count)
        HTTPDate.appendISO8601(unixMilliseconds: unixTimeMilliseconds, to: &bytes)
        for part in [method, path] {
            bytes.append(HTTPSyntax.space)
            bytes.append(contentsOf: part.utf8)
        }
        bytes.append(HTTPSyntax.space)
        HTTPSyntax.appendDecimal(status, to: &bytes)
        bytes.append(HTTPSyntax.space)
        HTTPSyntax.appendDecimal(Int(durationMicroseconds / 1000), to: &bytes)
        bytes.append(UInt8(ascii: "."))
        HTTPSyntax.appendDecimal(Int(durationMicroseconds % 1000), width: 3, to: &bytes)
        bytes.append(contentsOf: "ms".utf8)
        if let refusal {
            bytes.append(HTTPSyntax.space)
            bytes.append(contentsOf: refusal.reason.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
