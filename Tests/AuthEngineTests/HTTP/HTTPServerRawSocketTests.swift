import AuthEngine
import Testing

/// Requests no HTTP client would send, over raw sockets on their own threads.
@Suite("HTTP server against malformed, hostile and unusual clients")
struct HTTPServerRawSocketTests {
    private static let get = "GET /ok HTTP/1.1\r\nHost: h\r\n\r\n"

    @Test(
        "each malformed request is answered with its status and logged, the connection closed, and the server serves on",
        arguments: [
            ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5000\r\n\r\n", 413, "content_too_large"),
            (
                "GET / HTTP/1.1\r\nHost: h\r\nX-Big: " + String(repeating: "b", count: 3000) + "\r\n\r\n",
                431, "header_section_too_large"
            ),
            (
                "GET /" + String(repeating: "t", count: 600) + " HTTP/1.1\r\nHost: h\r\n\r\n", 414,
                "request_target_too_long"
            ),
            (
                "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501,
                "transfer_encoding_not_implemented"
            ),
            (
                "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
                400, "transfer_encoding_with_content_length"
            ),
            (
                "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400,
                "conflicting_content_length"
            ),
            ("GET / HTTP/1.1\nHost: h\n\n", 400, "invalid_line_ending"),
            ("GET / HTTP/1.1\r\n\r\n", 400, "missing_host"),
            ("GET / HTTP/3.0\r\nHost: h\r\n\r\n", 505, "unsupported_http_version"),
            ("GET / HTTP/1.1\r\nHost: h\r\nExpect: teapot\r\n\r\n", 417, "unsupported_expectation"),
            ("\u{16}\u{03}\u{01}\u{00}", 400, "malformed_request_line"),
        ])
    func malformed(request: String, status: Int, reason: String) async throws {
        let harness = try ServerHarness(refusalFields: { ["Simulated-Clock-Offset": "600"] })
        let (response, closed, next) = await onOwnThread { () -> (HTTPResponseMessage?, Bool, Int?) in
            guard let connection = RawConnection(port: harness.port) else { return (nil, false, nil) }
            connection.send(request)
            let response = connection.readResponse()
            let closed = connection.isClosedByServer()
            let fresh = RawConnection(port: harness.port)
            fresh?.send(Self.get)
            return (response, closed, fresh?.readResponse()?.status)
        }
        #expect(response?.status == status)
        #expect(response?.headers["connection"] == "close")
        #expect(response?.headers["content-type"] == "application/json")
        #expect(response?.headers["simulated-clock-offset"] == "600")
        #expect(
            response.map { String(decoding: $0.body, as: UTF8.self).contains("\"reason\":\"\(reason)\"") }
                == true)
        #expect(closed)
        #expect(next == 200)
        #expect(harness.entries.first?.refusal?.reason == reason)
        #expect(harness.entries.first?.status == status)
        await harness.server.stop()
    }

    @Test("a client still sending a refused body reads the 413, not a reset")
    func refusedBodyStillSending() async throws {
        let harness = try ServerHarness()
        let status = await onOwnThread { () -> Int? in
            let connection = RawConnection(port: harness.port)
            connection?.send("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 2000000\r\n\r\n")
            connection?.send([UInt8](repeating: 0x61, count: 2_000_000))
            return connection?.readResponse()?.status
        }
        #expect(status == 413)
        await harness.server.stop()
    }

    @Test("each request carries the peer address the socket layer reported for its connection")
    func peerAddress() async throws {
        let harness = try ServerHarness(handler: { request in
            EngineResponse(status: 200, body: Array((request.peer?.description ?? "none").utf8))
        })
        let body = await onOwnThread { () -> String? in
            let connection = RawConnection(port: harness.port)
            connection?.send(Self.get)
            return connection?.readResponse().map { String(decoding: $0.body, as: UTF8.self) }
        }
        #expect(body == "127.0.0.1")
        await harness.server.stop()
    }

    @Test("requests the immediate handler answers and those it passes on keep their order when pipelined")
    func immediateAnswersInOrder() async throws {
        let harness = try ServerHarness(
            immediateHandler: { request in
                request.path.hasPrefix("/fast") ? EngineResponse(status: 200, body: Array("now".utf8)) : nil
            },
            handler: { request in EngineResponse(status: 200, body: Array("task".utf8)) })
        let bodies = await onOwnThread { () -> [String] in
            guard let connection = RawConnection(port: harness.port) else { return [] }
            let requests = ["/fast/1", "/slow/1", "/fast/2", "/fast/3", "/slow/2", "/fast/4"]
            connection.send(requests.map { "GET \($0) HTTP/1.1\r\nHost: h\r\n\r\n" }.joined())
            return requests.compactMap { _ in
                connection.readResponse().map { String(decoding: $0.body, as: UTF8.self) }
            }
        }
        #expect(bodies == ["now", "task", "now", "now", "task", "now"])
        #expect(harness.entries.count == 6)
        await harness.server.stop()
    }

    @Test("an unknown method is 501 and the connection carries on")
    func unknownMethod() async throws {
        let harness = try ServerHarness(refusalFields: { ["Simulated-Clock-Offset": "42"] })
        let statuses = await onOwnThread { () -> [(status: Int?, offset: String?)] in
            guard let connection = RawConnection(port: harness.port) else { return [] }
            connection.send("PUT /x HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nabc")
            let first = connection.readResponse()
            connection.send("get /x HTTP/1.1\r\nHost: h\r\n\r\n")
            let second = connection.readResponse()
            connection.send(Self.get)
            let third = connection.readResponse()
            return [first, second, third].map { ($0?.status, $0?.headers["simulated-clock-offset"]) }
        }
        #expect(statuses.map(\.status) == [501, 501, 200])
        // The HTTP layer's own answers carry the fields the handler puts on its answers.
        #expect(statuses.map(\.offset) == ["42", "42", nil])
        #expect(harness.entries.map(\.method) == ["PUT", "get", "GET"])
        await harness.server.stop()
    }

    @Test("pipelined requests are answered in order on one connection")
    func pipelined() async throws {
        let harness = try ServerHarness()
        let bodies = await onOwnThread { () -> [String] in
            guard let connection = RawConnection(port: harness.port) else { return [] }
            connection.send(
                "GET /1 HTTP/1.1\r\nHost: h\r\n\r\nPOST /2 HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nxy"
                    + "DELETE /3 HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")
            return (0..<3).map { _ in
                connection.readResponse().map { ServerHarness.echoed($0.body) } ?? "none"
            }
        }
        #expect(bodies == ["GET /1\n-\n", "POST /2\n-\nxy", "DELETE /3\n-\n"])
        await harness.server.stop()
    }

    @Test("a request arriving one byte at a time is answered")
    func byteAtATime() async throws {
        let harness = try ServerHarness()
        let body = await onOwnThread { () -> String? in
            guard let connection = RawConnection(port: harness.port) else { return nil }
            for byte in "POST /slowly HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nabc".utf8 {
                connection.send([byte])
                pauseThread(milliseconds: 1)
            }
            return connection.readResponse().map { ServerHarness.echoed($0.body) }
        }
        #expect(body == "POST /slowly\n-\nabc")
        await harness.server.stop()
    }

    @Test("Expect: 100-continue gets 100 Continue, then the answer once the body is sent")
    func expectContinue() async throws {
        let harness = try ServerHarness()
        let (interim, body) = await onOwnThread { () -> (String, String?) in
            guard let connection = RawConnection(port: harness.port) else { return ("", nil) }
            connection.send(
                "POST /e HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n")
            let interim = connection.readRawHead()
            connection.send("ok")
            return (interim, connection.readResponse().map { ServerHarness.echoed($0.body) })
        }
        #expect(interim == "HTTP/1.1 100 Continue\r\n\r\n")
        #expect(body == "POST /e\n-\nok")
        await harness.server.stop()
    }

    @Test("HEAD gets GET's head without the body")
    func head() async throws {
        let harness = try ServerHarness()
        let (response, next) = await onOwnThread { () -> (HTTPResponseMessage?, Int?) in
            guard let connection = RawConnection(port: harness.port) else { return (nil, nil) }
            connection.send("HEAD /h HTTP/1.1\r\nHost: h\r\n\r\n")
            let response = connection.readResponse(omitsBody: true)
            connection.send(Self.get)
            return (response, connection.readResponse()?.status)
        }
        #expect(response?.status == 200)
        #expect(response?.headers["content-length"] == String("GET /h\n-\n".utf8.count))
        #expect(response?.body == [])
        #expect(next == 200)
        await harness.server.stop()
    }

    @Test("HTTP/1.0 closes after the response unless it asked for keep-alive")
    func http10() async throws {
        let harness = try ServerHarness()
        let (plain, plainClosed, kept, keptNext) = await onOwnThread {
            () -> (HTTPResponseMessage?, Bool, HTTPResponseMessage?, Int?) in
            let first = RawConnection(port: harness.port)
            first?.send("GET /a HTTP/1.0\r\n\r\n")
            let plain = first?.readResponse()
            let closed = first?.isClosedByServer() ?? false
            let second = RawConnection(port: harness.port)
            second?.send("GET /b HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            let kept = second?.readResponse()
            second?.send(Self.get)
            return (plain, closed, kept, second?.readResponse()?.status)
        }
        #expect(plain?.headers["connection"] == "close")
        #expect(plainClosed)
        #expect(kept?.headers["connection"] == "keep-alive")
        #expect(keptNext == 200)
        await harness.server.stop()
    }

    @Test("a client that half-closes after its request still gets the answer")
    func halfClose() async throws {
        let harness = try ServerHarness()
        let (status, closed) = await onOwnThread { () -> (Int?, Bool) in
            guard let connection = RawConnection(port: harness.port) else { return (nil, false) }
            connection.send(Self.get)
            connection.shutdownWriting()
            return (connection.readResponse()?.status, connection.isClosedByServer())
        }
        #expect(status == 200)
        #expect(closed)
        await harness.server.stop()
    }

    @Test("every response carries a Date")
    func date() async throws {
        let harness = try ServerHarness()
        let response = await onOwnThread { () -> HTTPResponseMessage? in
            let connection = RawConnection(port: harness.port)
            connection?.send(Self.get)
            return connection?.readResponse()
        }
        #expect(response?.headers["date"]?.hasSuffix(" GMT") == true)
        await harness.server.stop()
    }
}
