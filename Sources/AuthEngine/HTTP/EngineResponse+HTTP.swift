/// A response as the server writes it: status line, the body's type and the framing fields the
/// server owns, the handler's fields in order, and the body.
///
/// The framing fields (`Content-Length`, `Transfer-Encoding`, `Connection`, `Keep-Alive`, `Date`)
/// are the server's and ignored among the handler's; a field whose name is not a token or whose
/// value holds CR, LF or another control is dropped so that no value can inject a header. A status
/// outside 200–599 is written as 500, since 1xx are interim only.
extension EngineResponse {
    /// How the response ends its exchange.
    package struct Framing: Sendable, Equatable {
        /// The connection closes after this response: `Connection: close` is sent.
        package var closesConnection: Bool
        /// An HTTP/1.0 request asked for keep-alive and gets it: `Connection: keep-alive` is sent.
        package var announcesKeepAlive: Bool
        /// The request was HEAD: the head says what GET would send, without the body.
        package var omitsBody: Bool
        /// The `Date` value, if the server sends one.
        package var date: String?

        /// Framing from its parts.
        package init(
            closesConnection: Bool, announcesKeepAlive: Bool = false, omitsBody: Bool = false,
            date: String? = nil
        ) {
            self.closesConnection = closesConnection
            self.announcesKeepAlive = announcesKeepAlive
            self.omitsBody = omitsBody
            self.date = date
        }
    }

    /// The status actually written.
    package var writtenStatus: Int { (200...599).contains(status) ? status : 500 }

    /// Appends the response's bytes to `buffer`, which a connection reuses from one response to
    /// the next.
    package func serialize(into buffer: inout [UInt8], framing: Framing) {
        let status = writtenStatus
        // RFC 9110 §6.4.1 and §8.6: 204 and 304 have no content, and 204 no Content-Length.
        let hasContent = status != 204 && status != 304
        buffer.append(contentsOf: "HTTP/1.1 ".utf8)
        HTTPSyntax.appendDecimal(status, to: &buffer)
        buffer.append(HTTPSyntax.space)
        buffer.append(contentsOf: Self.reasonPhrase(status).utf8)
        appendLineEnd(&buffer)
        if hasContent {
            if let contentType, Self.isFieldValue(contentType) {
                buffer.append(contentsOf: "Content-Type: ".utf8)
                buffer.append(contentsOf: contentType.utf8)
                appendLineEnd(&buffer)
            }
            buffer.append(contentsOf: "Content-Length: ".utf8)
            HTTPSyntax.appendDecimal(body.count, to: &buffer)
            appendLineEnd(&buffer)
        }
        if let date = framing.date {
            buffer.append(contentsOf: "Date: ".utf8)
            buffer.append(contentsOf: date.utf8)
            appendLineEnd(&buffer)
        }
        if framing.closesConnection {
            buffer.append(contentsOf: "Connection: close\r\n".utf8)
        } else if framing.announcesKeepAlive {
            buffer.append(contentsOf: "Connection: keep-alive\r\n".utf8)
        }
        appendHandlerFields(to: &buffer)
        appendLineEnd(&buffer)
        if hasContent && !framing.omitsBody { buffer.append(contentsOf: body) }
    }

    /// The response's bytes.
    package func serialized(framing: Framing) -> [UInt8] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(160 + body.count)
        serialize(into: &buffer, framing: framing)
        return buffer
    }

    private func appendHandlerFields(to buffer: inout [UInt8]) {
        guard !headers.isEmpty else { return }
        for field in headers {
            let (name, value) = (field.name, field.value)
            guard !Self.isFramingField(name), !name.isEmpty,
                name.utf8.allSatisfy(HTTPSyntax.isTokenCharacter), Self.isFieldValue(value)
            else { continue }
            buffer.append(contentsOf: name.utf8)
            buffer.append(contentsOf: ": ".utf8)
            buffer.append(contentsOf: HTTPSyntax.trimmingWhitespace(ArraySlice(value.utf8)))
            appendLineEnd(&buffer)
        }
    }

    private func appendLineEnd(_ buffer: inout [UInt8]) {
        buffer.append(HTTPSyntax.carriageReturn)
        buffer.append(HTTPSyntax.lineFeed)
    }

    private static func isFieldValue(_ value: String) -> Bool {
        value.utf8.allSatisfy(HTTPSyntax.isFieldValueCharacter)
    }

    private static func isFramingField(_ name: String) -> Bool {
        let bytes = ArraySlice(name.utf8)
        return HTTPSyntax.equalsIgnoringCase(bytes, "content-length")
            || HTTPSyntax.equalsIgnoringCase(bytes, "transfer-encoding")
            || HTTPSyntax.equalsIgnoringCase(bytes, "connection")
            || HTTPSyntax.equalsIgnoringCase(bytes, "keep-alive")
            || HTTPSyntax.equalsIgnoringCase(bytes, "date")
    }

    /// The reason phrase of RFC 9110 §15 for `status`; clients ignore it, people read it.
    package static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: reasonPhraseOfClass(status)
        }
    }

    private static func reasonPhraseOfClass(_ status: Int) -> String {
        switch status {
        case 200..<300: "Success"
        case 300..<400: "Redirection"
        case 400..<500: "Client Error"
        default: "Server Error"
        }
    }

    /// The interim response to `Expect: 100-continue`.
    static let continueBytes: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
}
