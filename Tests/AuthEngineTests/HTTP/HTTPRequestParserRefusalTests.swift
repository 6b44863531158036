import AuthEngine
import Testing

@Suite("HTTP request parser: malformed, oversized and smuggling-shaped requests")
struct HTTPRequestParserRefusalTests {
    @Test(
        "malformed heads are refused with their error, whole or one byte at a time",
        arguments: [
            ("GET / HTTP/1.1\nHost: h\n\n", HTTPParseError.invalidLineEnding),
            ("GET / HTTP/1.1\r\nHost: h\n\r\n", .invalidLineEnding),
            ("GET / HTTP/1.1\r\nHost: h\r\n\n", .invalidLineEnding),
            ("GET / HTTP/1.1\r\nHost : h\r\n\r\n", .whitespaceBeforeColon),
            ("GET / HTTP/1.1\r\nHost\t: h\r\n\r\n", .whitespaceBeforeColon),
            ("GET / HTTP/1.1\r\nHost: h\r\nX: a\r\n folded\r\n\r\n", .obsoleteLineFolding),
            ("GET / HTTP/1.1\r\n Host: h\r\n\r\n", .obsoleteLineFolding),
            ("GET / HTTP/1.1\r\nHo st: h\r\n\r\n", .invalidFieldName),
            ("GET / HTTP/1.1\r\nHost h\r\n\r\n", .invalidFieldName),
            ("GET / HTTP/1.1\r\n: h\r\n\r\n", .invalidFieldName),
            ("GET / HTTP/1.1\r\nHost: h\r\nX: a\u{01}b\r\n\r\n", .invalidFieldValue),
            ("GET / HTTP/1.1\r\nHost: h\r\nX: a\u{00}b\r\n\r\n", .invalidFieldValue),
            ("GET / HTTP/1.1\r\nHost: h\r\nX: a\rb\r\n\r\n", .invalidFieldValue),
            ("GET / HTTP/1.1\r\nHost: h\r\nX: a\u{7F}\r\n\r\n", .invalidFieldValue),
            ("GET / HTTP/1.1\r\n\r\n", .missingHost),
            ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .multipleHosts),
            ("GET / HTTP/1.1\r\nHost: a\r\nhost: a\r\n\r\n", .multipleHosts),
            ("GET / HTTP/1.1\r\nHost: a b\r\n\r\n", .invalidHost),
            ("GET / HTTP/1.1\r\nHost: a/b\r\n\r\n", .invalidHost),
            ("GET / HTTP/2.0\r\nHost: h\r\n\r\n", .unsupportedVersion),
            ("GET / HTTP/0.9\r\nHost: h\r\n\r\n", .unsupportedVersion),
            ("GET / HTTP/1\r\nHost: h\r\n\r\n", .malformedRequestLine),
            ("GET / http/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
            ("GET / HTTP/1.10\r\nHost: h\r\n\r\n", .malformedRequestLine),
            ("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
            ("GET / HTTP/1.1 \r\nHost: h\r\n\r\n", .malformedRequestLine),
            ("GET /a b HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
            ("GET /\r\n\r\n", .malformedRequestLine),
            (" GET / HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
            ("G(T / HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
            ("GET foo HTTP/1.1\r\nHost: h\r\n\r\n", .invalidRequestTarget),
            ("GET /a#b HTTP/1.1\r\nHost: h\r\n\r\n", .invalidRequestTarget),
            ("GET /a|b HTTP/1.1\r\nHost: h\r\n\r\n", .invalidRequestTarget),
            ("GET * HTTP/1.1\r\nHost: h\r\n\r\n", .invalidRequestTarget),
            ("GET http:// HTTP/1.1\r\nHost: h\r\n\r\n", .invalidRequestTarget),
            ("GET /\u{e9} HTTP/1.1\r\nHost: h\r\n\r\n", .invalidRequestTarget),
            ("GET / HTTP/1.1\r\nHost: h\r\nExpect: 200-ok\r\n\r\n", .unsupportedExpectation),
            ("\r\n\r\n\r\n\r\n\r\n\r\n\r\n\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
        ])
    func malformed(text: String, error: HTTPParseError) {
        #expect(feeding(text).failure == error)
        #expect(feeding(text, chunkSizes: [1]).failure == error)
        #expect(feeding(text).requests.isEmpty)
    }

    @Test(
        "Content-Length must be one decimal number",
        arguments: [
            ("abc", HTTPParseError.invalidContentLength), ("-1", .invalidContentLength),
            ("+5", .invalidContentLength),
            ("5 5", .invalidContentLength), ("", .invalidContentLength), ("5,", .invalidContentLength),
            ("0x10", .invalidContentLength), ("5, 6", .conflictingContentLength),
        ])
    func contentLengthValues(value: String, error: HTTPParseError) {
        #expect(feeding("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: \(value)\r\n\r\n").failure == error)
    }

    @Test("two Content-Length lines that differ are refused, whichever comes first")
    func differingContentLengths() {
        let text = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\nContent-Length: 44\r\n\r\n"
        #expect(feeding(text).failure == .conflictingContentLength)
    }

    @Test(
        "Transfer-Encoding is 501 alone, 400 with Content-Length in either order, and 400 in HTTP/1.0",
        arguments: [
            (
                "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n",
                HTTPParseError.transferEncodingNotImplemented
            ),
            (
                "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
                .transferEncodingNotImplemented
            ),
            (
                "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n",
                .transferEncodingWithContentLength
            ),
            (
                "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n",
                .transferEncodingWithContentLength
            ),
            ("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", .transferEncodingInHTTP10),
        ])
    func transferEncoding(text: String, error: HTTPParseError) {
        #expect(feeding(text).failure == error)
        #expect(error.status == (error == .transferEncodingNotImplemented ? 501 : 400))
    }

    @Test("a CL.TE smuggling attempt yields no request at all, so nothing is smuggled behind it")
    func smugglingClTe() {
        let attack =
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
            + "GET /admin HTTP/1.1\r\nHost: h\r\n\r\n"
        let fed = feeding(attack)
        #expect(fed.requests.isEmpty)
        #expect(fed.failure == .transferEncodingWithContentLength)
    }

    @Test("an obfuscated Transfer-Encoding cannot slip past as an unknown field")
    func obfuscatedTransferEncoding() {
        let spaced = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\nTransfer-Encoding : chunked\r\n\r\n"
        let folded =
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\nX: y\r\n Transfer-Encoding: chunked\r\n\r\n"
        let cased = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\ntRaNsFeR-eNcOdInG: chunked\r\n\r\n"
        #expect(feeding(spaced).failure == .whitespaceBeforeColon)
        #expect(feeding(folded).failure == .obsoleteLineFolding)
        #expect(feeding(cased).failure == .transferEncodingWithContentLength)
    }

    @Test("after a failure the parser keeps failing, whatever follows")
    func failureIsFinal() {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/1.1\r\nHost : h\r\n\r\n".utf8))
        #expect(parser.next() == .failure(.whitespaceBeforeColon))
        parser.append(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        #expect(parser.next() == .failure(.whitespaceBeforeColon))
        #expect(!parser.hasPartialRequest)
    }

    @Test("bytes that cannot begin a method are refused before any line ends (a TLS handshake)")
    func tlsHandshake() {
        var parser = HTTPRequestParser()
        parser.append([0x16, 0x03, 0x01, 0x02, 0x00])
        #expect(parser.next() == .failure(.malformedRequestLine))
    }

    // MARK: Limits

    private let small = HTTPLimits(
        maxRequestLineBytes: 64, maxHeaderSectionBytes: 128, maxHeaderFields: 4, maxBodyBytes: 10)

    @Test("a long target is 414, whether or not its line has ended", arguments: [false, true])
    func longTarget(lineEnded: Bool) {
        let line = "GET /" + String(repeating: "a", count: 80) + " HTTP/1.1"
        let text = lineEnded ? line + "\r\nHost: h\r\n\r\n" : line
        #expect(feeding(text, limits: small).failure == .requestTargetTooLong)
        #expect(feeding(text, limits: small, chunkSizes: [1]).failure == .requestTargetTooLong)
    }

    @Test("a request line exactly at the limit is read")
    func lineAtLimit() {
        let target = "/" + String(repeating: "a", count: 64 - "GET  HTTP/1.1".count - 1)
        let line = "GET " + target + " HTTP/1.1"
        #expect(line.utf8.count == 64)
        #expect(feeding(line + "\r\nHost: h\r\n\r\n", limits: small).requests.count == 1)
    }

    @Test("a method longer than any implemented is 501")
    func longMethod() {
        let text = String(repeating: "M", count: 100)
        #expect(feeding(text, limits: small).failure == .methodTooLong)
        #expect(HTTPParseError.methodTooLong.status == 501)
    }

    @Test("a header section over the limit is 431, before it ends", arguments: [[], [1], [9]])
    func largeHeaderSection(chunkSizes: [Int]) {
        let text = "GET / HTTP/1.1\r\nHost: h\r\nX-Big: " + String(repeating: "v", count: 200)
        #expect(feeding(text, limits: small, chunkSizes: chunkSizes).failure == .headerSectionTooLarge)
        #expect(HTTPParseError.headerSectionTooLarge.status == 431)
    }

    @Test("more header fields than the limit is 431")
    func manyFields() {
        let text = "GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\n\r\n"
        #expect(feeding(text, limits: small).failure == .tooManyHeaderFields)
        #expect(HTTPParseError.tooManyHeaderFields.status == 431)
    }

    @Test(
        "a Content-Length over the limit is 413 before any of the body arrives",
        arguments: ["11", "99999999999999999999999"])
    func largeBody(length: String) {
        let text = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: \(length)\r\n\r\n"
        #expect(feeding(text, limits: small).failure == .contentTooLarge)
        #expect(HTTPParseError.contentTooLarge.status == 413)
    }

    @Test("a body exactly at the limit is read")
    func bodyAtLimit() {
        let text = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\n0123456789"
        #expect(feeding(text, limits: small).requests.map(\.body.count) == [10])
    }

    @Test("every error has a distinct reason and a 4xx or 5xx status")
    func reasonsAndStatuses() {
        let reasons = Set(HTTPParseError.allCases.map(\.reason))
        #expect(reasons.count == HTTPParseError.allCases.count)
        #expect(HTTPParseError.allCases.allSatisfy { (400..<600).contains($0.status) })
    }
}
