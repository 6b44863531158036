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
        var line = HTTPDate.iso8601(unixMilliseconds: unixTimeMilliseconds)
        line += " " + method + " " + path + " " + String(status) + " "
        let wholeMilliseconds = durationMicroseconds / 1000
        let fraction = String(durationMicroseconds % 1000)
        line +=
            String(wholeMilliseconds) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
            + "ms"
        if let refusal { line += " " + refusal.reason }
        return line
    }
}
