/// A response as the client read it.
package struct HTTPResponseMessage: Sendable, Equatable {
    /// The status code.
    package var status: Int
    /// The server's protocol version.
    package var version: HTTPVersion
    /// Header fields with lower-cased names, in the order received, repeats kept.
    package var headers: HTTPFields
    /// The body.
    package var body: [UInt8]
    /// Whether the connection may carry another request.
    package var keepAlive: Bool

    /// A response from its parts.
    package init(status: Int, version: HTTPVersion, headers: HTTPFields, body: [UInt8], keepAlive: Bool) {
        self.status = status
        self.version = version
        self.headers = headers
        self.body = body
        self.keepAlive = keepAlive
    }
}

/// Why a response could not be read.
package enum HTTPResponseParseError: Error, Equatable, Sendable {
    /// The status line is not `HTTP/1.x SP 3DIGIT SP reason`.
    case malformedStatusLine
    /// A header line that is not `name: value`, or a bare LF.
    case malformedHeader
    /// A `Content-Length` that is not one decimal number.
    case invalidContentLength
    /// A transfer coding; this client reads `Content-Length` bodies only.
    case unsupportedTransferEncoding
    /// A head or body larger than the client accepts.
    case tooLarge
    /// The connection ended inside the head or before `Content-Length` bytes.
    case truncated
}

/// What the response parser has.
package enum HTTPResponseStep: Sendable, Equatable {
    /// Nothing yet: feed more bytes.
    case needMoreBytes
    /// A whole response; interim 1xx responses are skipped.
    case response(HTTPResponseMessage)
    /// The bytes are no response this client reads.
    case failure(HTTPResponseParseError)
}

/// Reads HTTP/1.1 responses for the client half (and the tests), framed by `Content-Length`, or by
/// the end of the connection when a response has neither length nor coding.
package struct HTTPResponseParser: Sendable {
    private let maxHeadBytes: Int
    private let maxBodyBytes: Int
    private var buffer: [UInt8] = []
    private var scanned = 0
    /// The head of the response in progress once it is read: the body's length (nil when the
    /// body runs to the end of the connection) and where the body starts.
    private var current: (head: Head, bodyLength: Int?, bodyStart: Int)?

    /// A parser refusing heads above `maxHeadBytes` and bodies above `maxBodyBytes`.
    package init(maxHeadBytes: Int = 65_536, maxBodyBytes: Int = 16 << 20) {
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
    }

    /// Adds bytes received from the server.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Adds bytes received from the server, straight from a read buffer.
    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    /// True when no byte of a response has arrived.
    package var isEmpty: Bool { buffer.isEmpty }

    /// The next response. `omitsBody` says the request was HEAD, whose response has no body.
    package mutating func next(omitsBody: Bool = false) -> HTTPResponseStep {
        while true {
            if current == nil {
                guard let headEnd = findHeadEnd() else {
                    return buffer.count > maxHeadBytes ? .failure(.tooLarge) : .needMoreBytes
                }
                // The same limit once the blank line is in: otherwise a head that arrived whole
                // could be longer than one refused when it arrives in pieces.
                if headEnd > maxHeadBytes { return .failure(.tooLarge) }
                switch Self.readHead(buffer[..<headEnd]) {
                case .failure(let error): return .failure(error)
                case .success(let head):
                    let noBody = omitsBody || head.status < 200 || head.status == 204 || head.status == 304
                    if !noBody && head.hasTransferEncoding { return .failure(.unsupportedTransferEncoding) }
                    if let length = head.length, length > maxBodyBytes { return .failure(.tooLarge) }
                    current = (head, noBody ? 0 : head.length, headEnd)
                }
            }
            guard let (head, bodyLength, bodyStart) = current else { return .needMoreBytes }
            if head.status < 200 {
                // An interim response (100 Continue): the real one follows.
                consume(upTo: bodyStart)
                continue
            }
            guard let length = bodyLength else {
                return buffer.count - bodyStart > maxBodyBytes ? .failure(.tooLarge) : .needMoreBytes
            }
            guard buffer.count - bodyStart >= length else { return .needMoreBytes }
            let body = Array(buffer[bodyStart..<(bodyStart + length)])
            consume(upTo: bodyStart + length)
            return .response(Self.message(head, body: body, closeDelimited: false))
        }
    }

    /// The response whose body ran to the end of the connection, once the server has closed it.
    package mutating func finishAtEndOfStream(omitsBody: Bool = false) -> HTTPResponseStep {
        let step = next(omitsBody: omitsBody)
        guard case .needMoreBytes = step else { return step }
        guard let (head, bodyLength, bodyStart) = current, bodyLength == nil else {
            return .failure(.truncated)
        }
        let body = Array(buffer[bodyStart...])
        consume(upTo: buffer.count)
        return .response(Self.message(head, body: body, closeDelimited: true))
    }

    private static func message(_ head: Head, body: [UInt8], closeDelimited: Bool) -> HTTPResponseMessage {
        // Every `Connection` line counts, as one comma-separated list (RFC 9110 §5.3).
        let connection = ArraySlice(head.headers.values(named: "connection").joined(separator: ", ").utf8)
        let options = HTTPSyntax.listElements(connection)
        let closes = options.contains { HTTPSyntax.equalsIgnoringCase($0, "close") }
        let keepsAlive = options.contains { HTTPSyntax.equalsIgnoringCase($0, "keep-alive") }
        let keepAlive = !closeDelimited && !closes && (head.version == .http11 || keepsAlive)
        return HTTPResponseMessage(
            status: head.status, version: head.version, headers: head.headers, body: body,
            keepAlive: keepAlive)
    }

    private mutating func consume(upTo end: Int) {
        buffer.removeSubrange(..<end)
        scanned = 0
        current = nil
    }

    /// The index just past the empty line that ends the head.
    private mutating func findHeadEnd() -> Int? {
        var index = max(scanned, 3)
        while index < buffer.count {
            if buffer[index] == HTTPSyntax.lineFeed && buffer[index - 1] == HTTPSyntax.carriageReturn
                && buffer[index - 2] == HTTPSyntax.lineFeed && buffer[index - 3] == HTTPSyntax.carriageReturn
            {
                return index + 1
            }
            index += 1
        }
        scanned = max(buffer.count, 3)
        return nil
    }

    private struct Head {
        var status: Int
        var version: HTTPVersion
        var headers: HTTPFields
        var length: Int?
        var hasTransferEncoding: Bool
    }

    private static func readHead(_ bytes: ArraySlice<UInt8>) -> Result<Head, HTTPResponseParseError> {
        var lines = bytes.split(separator: HTTPSyntax.lineFeed, omittingEmptySubsequences: false)
        lines.removeLast()  // after the final LF
        guard lines.allSatisfy({ $0.last == HTTPSyntax.carriageReturn }) else {
            return .failure(.malformedHeader)
        }
        let statusLine = lines.removeFirst().dropLast()
        guard statusLine.count >= 12, HTTPSyntax.startsWith(statusLine, "HTTP/1."),
            let minor = statusLine.dropFirst(7).first, HTTPSyntax.isDigit(minor),
            statusLine.dropFirst(8).first == HTTPSyntax.space,
            statusLine.dropFirst(9).prefix(3).allSatisfy(HTTPSyntax.isDigit),
            statusLine.count == 12 || statusLine.dropFirst(12).first == HTTPSyntax.space
        else { return .failure(.malformedStatusLine) }
        let status = statusLine.dropFirst(9).prefix(3).reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        var head = Head(
            status: status, version: minor == UInt8(ascii: "0") ? .http10 : .http11, headers: [:],
            length: nil,
            hasTransferEncoding: false)
        for line in lines.dropLast() {  // the empty line that ends the head
            let content = line.dropLast()
            guard let colon = content.firstIndex(of: HTTPSyntax.colon), colon > content.startIndex,
                content[..<colon].allSatisfy(HTTPSyntax.isTokenCharacter)
            else { return .failure(.malformedHeader) }
            let name = HTTPSyntax.lowercasedString(content[..<colon])
            let valueBytes = HTTPSyntax.trimmingWhitespace(content[(colon + 1)...])
            let value = String(decoding: valueBytes, as: UTF8.self)
            head.headers.append(name, value)
            if name == "transfer-encoding" { head.hasTransferEncoding = true }
            if name == "content-length" {
                guard !valueBytes.isEmpty, valueBytes.count <= 15, valueBytes.allSatisfy(HTTPSyntax.isDigit),
                    head.length == nil
                else { return .failure(.invalidContentLength) }
                head.length = valueBytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            }
        }
        return .success(head)
    }
}
