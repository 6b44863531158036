/// Reads HTTP/1.1 requests (RFC 9112) from bytes as they arrive: one byte at a time, or several
/// pipelined requests in one read. Feed bytes with `append`, then call `next()` until it says
/// `needMoreBytes`.
///
/// Strict where leniency lets two parsers disagree about where a request ends (the root of request
/// smuggling): lines end in CR LF only, bodies are framed by `Content-Length` only, and a field
/// line that is not exactly `name: value` is refused. Work is incremental: a line is looked at
/// once, however many reads it took to arrive, and nothing is allocated per byte.
package struct HTTPRequestParser: Sendable {
    private enum Phase: Sendable {
        case requestLine
        case fields
        case body(length: Int, continueAnswered: Bool)
        case failed(HTTPParseError)
    }

    private enum Expectation: Sendable {
        case none
        case continueFirst
        case unsupported
    }

    private struct Field: Sendable {
        var name: Range<Int>
        var value: Range<Int>
    }

    /// What the head of the request in progress said, beyond its field lines.
    private struct Head: Sendable {
        var method = ""
        var target = ""
        var path = ""
        var version = HTTPVersion.http11
        var contentLength: Int?
        var hasTransferEncoding = false
        var hostCount = 0
        var asksToClose = false
        var asksToKeepAlive = false
        var expectation = Expectation.none
        var sectionStart = 0
        var bodyStart = 0
    }

    /// The limits this parser enforces.
    package let limits: HTTPLimits

    private var buffer: [UInt8] = []
    /// The first byte of the request in progress; bytes before it are consumed.
    private var requestStart = 0
    /// The first byte of the line in progress.
    private var lineStart = 0
    /// Bytes of the line in progress before this index hold no LF.
    private var scanned = 0
    /// Bytes of the request line before this index are known to be method characters.
    private var methodChecked = 0
    private var emptyLinesSkipped = 0
    private var phase = Phase.requestLine
    private var head = Head()
    private var fields: [Field] = []

    /// Empty lines accepted before a request line (RFC 9112 §2.2 asks for at least one).
    private static let maxEmptyLinesBeforeRequest = 8
    /// A method longer than this is refused with 501 once the request line is too long: no
    /// method this server implements comes close.
    private static let maxMethodBytes = 32
    /// A `Content-Length` above this reads as "too large" without risking overflow.
    private static let contentLengthCeiling = 1 << 50

    /// A parser enforcing `limits`.
    package init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
        fields.reserveCapacity(16)
    }

    /// Adds bytes received from the peer.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Adds bytes received from the peer, straight from a read buffer.
    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    /// True when bytes of a request that is not yet whole have arrived.
    package var hasPartialRequest: Bool {
        switch phase {
        case .requestLine: buffer.count > requestStart
        case .fields, .body: true
        case .failed: false
        }
    }

    /// True once the head is read and the body is still arriving.
    package var isReceivingBody: Bool {
        if case .body = phase { return true }
        return false
    }

    /// The method and path of the request in progress, once its request line has been read; for
    /// logging a request that failed later.
    package var requestLine: (method: String, path: String)? {
        switch phase {
        case .fields, .body: (head.method, head.path)
        case .requestLine, .failed: head.method.isEmpty ? nil : (head.method, head.path)
        }
    }

    /// The next step: a request, a failure, `100 Continue`, or a wait for more bytes.
    package mutating func next() -> HTTPParseStep {
        switch phase {
        case .failed(let error): return .failure(error)
        case .body(let length, let continueAnswered):
            return bodyStep(length: length, continueAnswered: continueAnswered)
        case .requestLine, .fields: break
        }
        while true {
            if case .requestLine = phase, let error = checkMethodSoFar() { return fail(error) }
            guard let lineFeed = nextLineFeed() else {
                if let error = checkIncompleteLine() { return fail(error) }
                return .needMoreBytes
            }
            // A line that crossed a limit before its end fails as it would have, had its bytes come
            // one at a time: the verdict never depends on how the bytes were split into reads.
            if let error = checkLineBeforeEnd(lineFeed) { return fail(error) }
            guard lineFeed > lineStart, buffer[lineFeed - 1] == HTTPSyntax.carriageReturn else {
                return fail(.invalidLineEnding)
            }
            let content = lineStart..<(lineFeed - 1)
            lineStart = lineFeed + 1
            scanned = lineStart
            if case .requestLine = phase {
                if content.isEmpty {
                    emptyLinesSkipped += 1
                    guard emptyLinesSkipped <= Self.maxEmptyLinesBeforeRequest else {
                        return fail(.malformedRequestLine)
                    }
                    requestStart = lineStart
                    methodChecked = lineStart
                    continue
                }
                if let error = readRequestLine(content) { return fail(error) }
                phase = .fields
                head.sectionStart = lineStart
            } else if content.isEmpty {
                return finishHead()
            } else if let error = readField(content) {
                return fail(error)
            }
        }
    }

    // MARK: Lines

    private mutating func nextLineFeed() -> Int? {
        let found = buffer.withUnsafeBufferPointer { HTTPSyntax.firstLineFeed(in: $0, from: scanned) }
        if found == nil { scanned = buffer.count }
        return found
    }

    /// Refuses a request line whose method has a byte no method can hold, without waiting for
    /// the line to end: a TLS handshake or other non-HTTP bytes are answered at once.
    private mutating func checkMethodSoFar() -> HTTPParseError? {
        let end = min(buffer.count, requestLineWindowEnd)
        while methodChecked < end {
            let byte = buffer[methodChecked]
            if byte == HTTPSyntax.space || byte == HTTPSyntax.carriageReturn || byte == HTTPSyntax.lineFeed {
                // The method has ended (or the line is empty); the rest is checked when it ends.
                methodChecked = Int.max
                return nil
            }
            guard HTTPSyntax.isTokenCharacter(byte) else { return .malformedRequestLine }
            methodChecked += 1
        }
        return nil
    }

    /// Where a request line has certainly broken its limit: its content and a CR fit before it.
    private var requestLineWindowEnd: Int { lineStart + limits.maxRequestLineBytes + 2 }

    /// The limits on a line that has not ended yet.
    private func checkIncompleteLine() -> HTTPParseError? {
        switch phase {
        case .requestLine:
            return buffer.count >= requestLineWindowEnd ? requestLineOverflow() : nil
        case .fields:
            return buffer.count - head.sectionStart > limits.maxHeaderSectionBytes
                ? .headerSectionTooLarge : nil
        case .body, .failed:
            return nil
        }
    }

    /// The limits on a line whose LF is at `lineFeed`, judged at the byte where they broke.
    private func checkLineBeforeEnd(_ lineFeed: Int) -> HTTPParseError? {
        switch phase {
        case .requestLine:
            return lineFeed >= requestLineWindowEnd ? requestLineOverflow() : nil
        case .fields:
            return lineFeed > head.sectionStart + limits.maxHeaderSectionBytes ? .headerSectionTooLarge : nil
        case .body, .failed:
            return nil
        }
    }

    /// Which limit a request line over the limit broke, judged on its first bytes up to the limit:
    /// 501 for a method no server implements, 414 for a long target, 400 for bytes that are no
    /// request line at all.
    private func requestLineOverflow() -> HTTPParseError {
        let window = buffer[lineStart..<requestLineWindowEnd]
        let method = window.prefix { $0 != HTTPSyntax.space }
        guard method.allSatisfy(HTTPSyntax.isTokenCharacter) else { return .malformedRequestLine }
        return method.count == window.count || method.count > Self.maxMethodBytes
            ? .methodTooLong : .requestTargetTooLong
    }

    // MARK: Request line

    private mutating func readRequestLine(_ line: Range<Int>) -> HTTPParseError? {
        let bytes = buffer[line]
        guard let firstSpace = bytes.firstIndex(of: HTTPSyntax.space),
            let secondSpace = bytes[(firstSpace + 1)...].firstIndex(of: HTTPSyntax.space),
            !bytes[(secondSpace + 1)...].contains(HTTPSyntax.space)
        else { return .malformedRequestLine }
        let method = bytes[..<firstSpace]
        let target = bytes[(firstSpace + 1)..<secondSpace]
        guard !method.isEmpty, method.allSatisfy(HTTPSyntax.isTokenCharacter), !target.isEmpty else {
            return .malformedRequestLine
        }
        switch HTTPRequestLineSyntax.version(bytes[(secondSpace + 1)...]) {
        case .success(let version): head.version = version
        case .failure(let error): return error
        }
        let methodName = String(decoding: method, as: UTF8.self)
        guard let path = HTTPRequestLineSyntax.path(of: target, method: methodName) else {
            return .invalidRequestTarget
        }
        head.method = methodName
        head.target = String(decoding: target, as: UTF8.self)
        head.path = path
        return nil
    }

    // MARK: Header fields

    private mutating func readField(_ line: Range<Int>) -> HTTPParseError? {
        guard lineStart - head.sectionStart <= limits.maxHeaderSectionBytes else {
            return .headerSectionTooLarge
        }
        guard fields.count < limits.maxHeaderFields else { return .tooManyHeaderFields }
        let bytes = buffer[line]
        guard !HTTPSyntax.isWhitespace(bytes[line.lowerBound]) else { return .obsoleteLineFolding }
        guard let colon = bytes.firstIndex(of: HTTPSyntax.colon), colon > line.lowerBound else {
            return .invalidFieldName
        }
        let name = bytes[..<colon]
        guard !HTTPSyntax.isWhitespace(bytes[colon - 1]) else { return .whitespaceBeforeColon }
        guard name.allSatisfy(HTTPSyntax.isTokenCharacter) else { return .invalidFieldName }
        let value = HTTPSyntax.trimmingWhitespace(bytes[(colon + 1)...])
        // Over the buffer's memory: a value can be hundreds of bytes (a bearer token).
        guard value.withUnsafeBufferPointer(HTTPSyntax.areFieldValueCharacters) else {
            return .invalidFieldValue
        }
        fields.append(Field(name: name.indices, value: value.indices))
        return noteFramingField(name: name, value: value)
    }

    /// Records the fields that decide framing and the connection's fate.
    private mutating func noteFramingField(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>)
        -> HTTPParseError?
    {
        if HTTPSyntax.equalsIgnoringCase(name, "content-length") {
            return noteContentLength(value)
        } else if HTTPSyntax.equalsIgnoringCase(name, "transfer-encoding") {
            head.hasTransferEncoding = true
        } else if HTTPSyntax.equalsIgnoringCase(name, "host") {
            head.hostCount += 1
            guard head.hostCount == 1 else { return .multipleHosts }
            guard value.allSatisfy(HTTPSyntax.isHostCharacter) else { return .invalidHost }
        } else if HTTPSyntax.equalsIgnoringCase(name, "connection") {
            for option in HTTPSyntax.listElements(value) {
                if HTTPSyntax.equalsIgnoringCase(option, "close") { head.asksToClose = true }
                if HTTPSyntax.equalsIgnoringCase(option, "keep-alive") { head.asksToKeepAlive = true }
            }
        } else if HTTPSyntax.equalsIgnoringCase(name, "expect") {
            // One expectation this server cannot meet fails the request, whatever else is asked.
            if head.expectation != .unsupported {
                head.expectation =
                    HTTPSyntax.equalsIgnoringCase(value, "100-continue") ? .continueFirst : .unsupported
            }
        }
        return nil
    }

    /// `Content-Length: 5`, `5, 5` or several lines saying 5 are one length (RFC 9110 §8.6);
    /// anything but digits, or two different lengths, is refused.
    private mutating func noteContentLength(_ value: ArraySlice<UInt8>) -> HTTPParseError? {
        for element in HTTPSyntax.listElements(value) {
            guard !element.isEmpty, element.allSatisfy(HTTPSyntax.isDigit) else {
                return .invalidContentLength
            }
            var length = 0
            for digit in element {
                length = min(length * 10 + Int(digit - UInt8(ascii: "0")), Self.contentLengthCeiling)
            }
            if let known = head.contentLength, known != length { return .conflictingContentLength }
            head.contentLength = length
        }
        return nil
    }

    // MARK: Head and body

    private mutating func finishHead() -> HTTPParseStep {
        guard lineStart - head.sectionStart <= limits.maxHeaderSectionBytes else {
            return fail(.headerSectionTooLarge)
        }
        if head.version == .http11 && head.hostCount == 0 { return fail(.missingHost) }
        if head.hasTransferEncoding {
            if head.contentLength != nil { return fail(.transferEncodingWithContentLength) }
            return fail(head.version == .http10 ? .transferEncodingInHTTP10 : .transferEncodingNotImplemented)
        }
        // HTTP/1.0 predates Expect; RFC 9110 §10.1.1 says to ignore it there.
        if head.version == .http11 && head.expectation == .unsupported {
            return fail(.unsupportedExpectation)
        }
        let length = head.contentLength ?? 0
        guard length <= limits.maxBodyBytes else { return fail(.contentTooLarge) }
        head.bodyStart = lineStart
        phase = .body(length: length, continueAnswered: false)
        return bodyStep(length: length, continueAnswered: false)
    }

    private mutating func bodyStep(length: Int, continueAnswered: Bool) -> HTTPParseStep {
        let received = buffer.count - head.bodyStart
        if received >= length { return .request(finishRequest(bodyLength: length)) }
        // A client that has started sending the body is not waiting for 100 Continue.
        guard !continueAnswered, received == 0, head.expectation == .continueFirst, head.version == .http11
        else {
            return .needMoreBytes
        }
        phase = .body(length: length, continueAnswered: true)
        return .sendContinue
    }

    private mutating func finishRequest(bodyLength: Int) -> HTTPRequestMessage {
        let headers = HTTPFields(
            fields.map { field in
                HTTPFields.Field(
                    name: HTTPSyntax.lowercasedString(buffer[field.name]),
                    value: String(decoding: buffer[field.value], as: UTF8.self))
            })
        let bodyEnd = head.bodyStart + bodyLength
        let keepAlive =
            head.version == .http11 ? !head.asksToClose : head.asksToKeepAlive && !head.asksToClose
        let message = HTTPRequestMessage(
            method: head.method, target: head.target, path: head.path, version: head.version,
            headers: headers,
            body: bodyLength > 0 ? Array(buffer[head.bodyStart..<bodyEnd]) : [], keepAlive: keepAlive)
        startNextRequest(at: bodyEnd)
        return message
    }

    private mutating func startNextRequest(at start: Int) {
        var start = start
        if start == buffer.count {
            // Keep a modest buffer for the next request; give back one a large body grew.
            buffer.removeAll(keepingCapacity: buffer.capacity <= 16_384)
            start = 0
        } else if start >= 4096 {
            buffer.removeSubrange(..<start)
            start = 0
        }
        requestStart = start
        lineStart = start
        scanned = start
        methodChecked = start
        emptyLinesSkipped = 0
        phase = .requestLine
        head = Head()
        fields.removeAll(keepingCapacity: true)
    }

    private mutating func fail(_ error: HTTPParseError) -> HTTPParseStep {
        phase = .failed(error)
        return .failure(error)
    }
}
