import AuthEngine
import Testing

@Suite("HTTP addresses: the server's listen address and the client's server URL")
struct HTTPAddressTests {
    @Test(
        "listen addresses read as HOST:PORT",
        arguments: [
            ("127.0.0.1:8720", [UInt8(127), 0, 0, 1], UInt16(8720)), ("0.0.0.0:0", [0, 0, 0, 0], 0),
            ("localhost:80", [127, 0, 0, 1], 80), ("192.168.1.20:65535", [192, 168, 1, 20], 65535),
        ])
    func listenAddress(text: String, octets: [UInt8], port: UInt16) throws {
        let address = try HTTPListenAddress.parse(text)
        #expect(address.octets == octets)
        #expect(address.port == port)
        #expect(address.isLoopback == (octets[0] == 127))
    }

    @Test(
        "bad listen addresses say what is wrong",
        arguments: [
            ("127.0.0.1", HTTPListenAddressError.missingPort), ("127.0.0.1:", .invalidPort),
            ("127.0.0.1:65536", .invalidPort), ("127.0.0.1:-1", .invalidPort), ("127.0.0.1:8x", .invalidPort),
            (":80", .invalidHost), ("256.0.0.1:80", .invalidHost), ("1.2.3:80", .invalidHost),
            ("01.2.3.4:80", .invalidHost), ("::1:80", .invalidHost), ("example.com:80", .invalidHost),
            ("1.2.3.4.5:80", .invalidHost),
        ])
    func badListenAddress(text: String, error: HTTPListenAddressError) {
        #expect(throws: error) { try HTTPListenAddress.parse(text) }
    }

    @Test("a listen address prints as HOST:PORT")
    func listenAddressText() {
        #expect(HTTPListenAddress.loopback(port: 8720).description == "127.0.0.1:8720")
    }

    @Test(
        "server URLs give host and port",
        arguments: [
            ("http://127.0.0.1:8720", "127.0.0.1", UInt16(8720), "http://127.0.0.1:8720"),
            ("http://127.0.0.1:8720/", "127.0.0.1", 8720, "http://127.0.0.1:8720"),
            ("HTTP://localhost", "localhost", 80, "http://localhost:80"),
            ("http://[::1]:9000", "::1", 9000, "http://[::1]:9000"),
            ("http://auth-server.example:1", "auth-server.example", 1, "http://auth-server.example:1"),
        ])
    func serverURL(text: String, host: String, port: UInt16, description: String) throws {
        let url = try HTTPServerURL.parse(text)
        #expect(url == HTTPServerURL(host: host, port: port))
        #expect(url.description == description)
    }

    @Test(
        "bad server URLs say what is wrong; https is refused by name",
        arguments: [
            ("https://127.0.0.1:8720", HTTPServerURLError.tlsNotSupported), ("HTTPS://h", .tlsNotSupported),
            ("127.0.0.1:8720", .missingScheme), ("ftp://h", .unsupportedScheme), ("http://", .missingHost),
            ("http://:80", .missingHost), ("http://h:0", .invalidPort), ("http://h:70000", .invalidPort),
            ("http://h:", .invalidPort), ("http://h/v1", .unexpectedPathOrQuery),
            ("http://h?x", .unexpectedPathOrQuery),
            ("http://h#x", .unexpectedPathOrQuery), ("http://user@h", .invalidHost),
            ("http://h h", .invalidHost),
            ("http://[::1", .invalidHost), ("http://[zz]:1", .invalidHost),
        ])
    func badServerURL(text: String, error: HTTPServerURLError) {
        #expect(throws: error) { try HTTPServerURL.parse(text) }
    }

    @Test("a transport cannot be made for an https URL")
    func transportRefusesTLS() {
        #expect(throws: HTTPServerURLError.tlsNotSupported) {
            try HTTPClientTransport(url: "https://127.0.0.1:1")
        }
    }
}

@Suite("HTTP response parser (the client's reader)")
struct HTTPResponseParserTests {
    private func read(_ text: String, omitsBody: Bool = false, atEnd: Bool = false) -> HTTPResponseStep {
        var parser = HTTPResponseParser(maxHeadBytes: 256, maxBodyBytes: 64)
        parser.append(Array(text.utf8))
        return atEnd ? parser.finishAtEndOfStream(omitsBody: omitsBody) : parser.next(omitsBody: omitsBody)
    }

    @Test("a response with Content-Length reads whole, split or not")
    func contentLength() {
        let text = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nX-A: 1\r\n\r\nhi"
        let expected = HTTPResponseMessage(
            status: 200, version: .http11, headers: ["content-length": "2", "x-a": "1"],
            body: Array("hi".utf8),
            keepAlive: true)
        #expect(read(text) == .response(expected))
        var parser = HTTPResponseParser()
        var steps: [HTTPResponseStep] = []
        for byte in text.utf8 {
            parser.append([byte])
            steps.append(parser.next())
        }
        #expect(steps.last == .response(expected))
        #expect(steps.dropLast().allSatisfy { $0 == .needMoreBytes })
    }

    @Test("100 Continue is skipped; the final response follows")
    func interim() {
        let step = read("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n")
        #expect(
            step
                == .response(
                    HTTPResponseMessage(
                        status: 204, version: .http11, headers: [:], body: [], keepAlive: true)))
    }

    @Test("Connection: close, and HTTP/1.0 without keep-alive, end the connection")
    func keepAlive() {
        if case .response(let closing) = read(
            "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
        {
            #expect(!closing.keepAlive)
        } else {
            Issue.record("no response")
        }
        if case .response(let old) = read("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n") {
            #expect(!old.keepAlive)
        } else {
            Issue.record("no response")
        }
    }

    @Test("a body without a length runs to the end of the connection")
    func closeDelimited() {
        #expect(read("HTTP/1.1 200 OK\r\n\r\nabc") == .needMoreBytes)
        guard case .response(let message) = read("HTTP/1.1 200 OK\r\n\r\nabc", atEnd: true) else {
            Issue.record("no response")
            return
        }
        #expect(message.body == Array("abc".utf8))
        #expect(!message.keepAlive)
    }

    @Test(
        "what the client cannot read is refused",
        arguments: [
            ("HTTP/2 200 OK\r\n\r\n", HTTPResponseParseError.malformedStatusLine),
            ("HTTP/1.1 2x0 OK\r\n\r\n", .malformedStatusLine),
            ("HTTP/1.1 200 OK\r\nBad Header\r\n\r\n", .malformedHeader),
            ("HTTP/1.1 200 OK\nX: 1\r\n\r\n", .malformedHeader),
            ("HTTP/1.1 200 OK\r\nContent-Length: x\r\n\r\n", .invalidContentLength),
            ("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\n", .invalidContentLength),
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", .unsupportedTransferEncoding),
            ("HTTP/1.1 200 OK\r\nContent-Length: 65\r\n\r\n", .tooLarge),
        ])
    func refused(text: String, error: HTTPResponseParseError) {
        #expect(read(text) == .failure(error))
    }

    @Test("a head longer than the limit, and a connection ending inside a body, fail")
    func limitsAndTruncation() {
        #expect(read("HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: 300)) == .failure(.tooLarge))
        #expect(read("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nab", atEnd: true) == .failure(.truncated))
    }

    @Test("a HEAD response has no body whatever its length says")
    func headResponse() {
        let step = read("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n", omitsBody: true)
        if case .response(let message) = step {
            #expect(message.body.isEmpty)
        } else {
            Issue.record("\(step)")
        }
    }
}
