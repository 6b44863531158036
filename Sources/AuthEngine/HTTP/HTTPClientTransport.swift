/// How long the HTTP client waits, and how much it reads.
package struct HTTPClientConfiguration: Sendable {
    /// How long establishing a connection may take.
    package var connectTimeout: Duration
    /// How long a request may take from its first byte sent to its response's last byte read.
    package var responseTimeout: Duration
    /// The largest response body read; a larger one fails the request as unreachable.
    package var maxResponseBytes: Int

    /// A configuration; the defaults leave room for the server's slowest route (a password check).
    package init(
        connectTimeout: Duration = .seconds(5), responseTimeout: Duration = .seconds(30),
        maxResponseBytes: Int = 16 << 20
    ) {
        self.connectTimeout = connectTimeout
        self.responseTimeout = responseTimeout
        self.maxResponseBytes = maxResponseBytes
    }
}

/// Carries the client half's requests to a token server over HTTP/1.1 (`--server URL`).
///
/// One persistent connection, reused from request to request and opened again when the server has
/// closed it. Socket I/O runs on a thread of the transport's own (`HTTPClientWorker`), so a slow
/// or silent server never blocks Swift's cooperative pool; requests from several tasks queue there
/// and go out one at a time on the one connection.
///
/// Failures are transient by contract (`TransportError`): a refused, reset or unresolvable
/// connection, and a response that is not HTTP, are `.unreachable`; a deadline passed is `.timedOut`.
package final class HTTPClientTransport: EngineTransport {
    /// The server this transport talks to.
    package let server: HTTPServerURL
    private let worker: HTTPClientWorker

    /// A transport to `server`; nothing is connected until the first request.
    package init(server: HTTPServerURL, configuration: HTTPClientConfiguration = HTTPClientConfiguration()) {
        self.server = server
        worker = HTTPClientWorker(server: server, configuration: configuration)
    }

    /// A transport to the server at `url`, such as `http://127.0.0.1:8720`.
    package convenience init(
        url: String, configuration: HTTPClientConfiguration = HTTPClientConfiguration()
    ) throws(HTTPServerURLError) {
        self.init(server: try HTTPServerURL.parse(url), configuration: configuration)
    }

    deinit {
        worker.finish()
    }

    /// Sends the request and waits for the response without holding a cooperative thread.
    package func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        try await worker.submit(request).get()
    }
}

/// Serialises an `EngineRequest` as an HTTP/1.1 request.
enum HTTPRequestWriter {
    static func serialize(_ request: EngineRequest, hostField: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + request.body.count)
        bytes.append(contentsOf: request.method.rawValue.utf8)
        bytes.append(HTTPSyntax.space)
        appendTarget(request.target, to: &bytes)
        bytes.append(contentsOf: " HTTP/1.1\r\nHost: ".utf8)
        bytes.append(contentsOf: hostField.utf8)
        bytes.append(contentsOf: "\r\n".utf8)
        // RFC 9110 §8.6: a POST announces its length even when empty; GET and DELETE only with content.
        if !request.body.isEmpty || request.method == .post {
            bytes.append(contentsOf: "Content-Length: ".utf8)
            HTTPSyntax.appendDecimal(request.body.count, to: &bytes)
            bytes.append(contentsOf: "\r\n".utf8)
            if !request.body.isEmpty && request.header("Content-Type") == nil {
                bytes.append(contentsOf: "Content-Type: application/json\r\n".utf8)
            }
        }
        for field in request.headers where isSendable(name: field.name, value: field.value) {
            bytes.append(contentsOf: field.name.utf8)
            bytes.append(contentsOf: ": ".utf8)
            bytes.append(contentsOf: field.value.utf8)
            bytes.append(contentsOf: "\r\n".utf8)
        }
        bytes.append(contentsOf: "\r\n".utf8)
        bytes.append(contentsOf: request.body)
        return bytes
    }

    /// The path as a request target; a byte a target may not hold is percent-encoded, so no path
    /// can end the request line early.
    private static func appendTarget(_ path: String, to bytes: inout [UInt8]) {
        if path.first != "/" { bytes.append(UInt8(ascii: "/")) }
        let hexDigits = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if HTTPSyntax.isTargetCharacter(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    /// The framing fields are the writer's; a field that could inject a line is never sent.
    private static func isSendable(name: String, value: String) -> Bool {
        let bytes = ArraySlice(name.utf8)
        return !bytes.isEmpty && bytes.allSatisfy(HTTPSyntax.isTokenCharacter)
            && value.utf8.allSatisfy(HTTPSyntax.isFieldValueCharacter)
            && !HTTPSyntax.equalsIgnoringCase(bytes, "host")
            && !HTTPSyntax.equalsIgnoringCase(bytes, "content-length")
            && !HTTPSyntax.equalsIgnoringCase(bytes, "transfer-encoding")
            && !HTTPSyntax.equalsIgnoringCase(bytes, "connection")
    }
}
