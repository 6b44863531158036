import Testing

@testable import AuthEngine

@Suite("HTTP responses: serialization, refusals, dates and log lines")
struct EngineResponseTests {
    private func text(_ response: EngineResponse, _ framing: EngineResponse.Framing) -> String {
        String(decoding: response.serialized(framing: framing), as: UTF8.self)
    }

    @Test("a JSON response has its status line, type, length and date, then the body")
    func jsonResponse() {
        let response = EngineResponse(
            status: 200, contentType: EngineResponse.jsonType, body: Array("{\"ok\":true}".utf8))
        let framing = EngineResponse.Framing(closesConnection: false, date: "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(
            text(response, framing)
                == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n"
                + "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n\r\n{\"ok\":true}")
    }

    @Test("closing says Connection: close; an HTTP/1.0 keep-alive is announced")
    func connectionFields() {
        let response = EngineResponse(status: 404)
        #expect(
            text(response, .init(closesConnection: true))
                == "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        #expect(
            text(response, .init(closesConnection: false, announcesKeepAlive: true))
                == "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n")
    }

    @Test("HEAD gets the length GET would, without the body")
    func headResponse() {
        let response = EngineResponse(
            status: 200, contentType: EngineResponse.jsonType, body: Array("abc".utf8))
        #expect(
            text(response, .init(closesConnection: false, omitsBody: true))
                == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n")
    }

    @Test("204 carries neither length nor body")
    func noContent() {
        #expect(
            text(EngineResponse(status: 204, body: [1]), .init(closesConnection: false))
                == "HTTP/1.1 204 No Content\r\n\r\n")
    }

    @Test("a handler's field is written; its framing fields and injected lines are not")
    func handlerFields() {
        let response = EngineResponse(
            status: 200,
            headers: [
                "Content-Type": "text/plain", "Retry-After": " 5 ", "Content-Length": "999",
                "Connection": "keep-alive",
                "X-Injected": "a\r\nSet-Cookie: stolen", "Bad Name": "x", "Transfer-Encoding": "chunked",
            ], body: Array("hi".utf8))
        #expect(
            text(response, .init(closesConnection: false))
                == "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Type: text/plain\r\nRetry-After: 5\r\n\r\nhi"
        )
    }

    @Test("a status outside 200-599 is written as 500", arguments: [0, 99, 101, 600, -1])
    func outOfRangeStatus(status: Int) {
        #expect(
            text(EngineResponse(status: status), .init(closesConnection: true)).hasPrefix(
                "HTTP/1.1 500 Internal Server Error\r\n"))
    }

    @Test("a body without a declared type is sent without one: nothing is assumed to be JSON")
    func untypedBody() {
        #expect(
            text(EngineResponse(status: 200, body: Array("hi".utf8)), .init(closesConnection: false))
                == "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi")
    }

    @Test("fields keep their order and their repeats: two cookies are two lines")
    func repeatedFields() {
        var response = EngineResponse.redirect(to: "https://rp.example/cb?code=x", status: 303)
        response.headers.append("Set-Cookie", "a=1; HttpOnly")
        response.headers.append("Set-Cookie", "b=2; Secure")
        #expect(
            text(response, .init(closesConnection: false))
                == "HTTP/1.1 303 See Other\r\nContent-Length: 0\r\nLocation: https://rp.example/cb?code=x\r\n"
                + "Set-Cookie: a=1; HttpOnly\r\nSet-Cookie: b=2; Secure\r\n\r\n")
        #expect(response.headers.values(named: "set-cookie") == ["a=1; HttpOnly", "b=2; Secure"])
    }

    @Test("an HTML page names its type and is not cached; an empty answer is 204 without a length")
    func htmlAndEmpty() {
        #expect(
            text(.html("<p>hi</p>"), .init(closesConnection: false))
                == "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: 9\r\n"
                + "Cache-Control: no-store\r\n\r\n<p>hi</p>")
        #expect(text(.empty(), .init(closesConnection: false)) == "HTTP/1.1 204 No Content\r\n\r\n")
    }

    @Test("a JSON answer's type stays among the route's fields, after the framing ones")
    func jsonHelper() {
        #expect(
            text(.json(encoded: Array("{}".utf8)), .init(closesConnection: false))
                == "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Type: application/json\r\n\r\n{}")
    }

    @Test(
        "each refusal is its status with a JSON body naming its reason",
        arguments: [
            (HTTPRefusal.malformed(.invalidLineEnding), 400, "malformed_request"),
            (.malformed(.contentTooLarge), 413, "malformed_request"),
            (.malformed(.headerSectionTooLarge), 431, "malformed_request"),
            (.malformed(.transferEncodingNotImplemented), 501, "malformed_request"),
            (.methodNotImplemented, 501, "malformed_request"), (.requestTimeout, 408, "malformed_request"),
            (.tooManyConnections, 503, "server_busy"),
        ])
    func refusals(refusal: HTTPRefusal, status: Int, code: String) {
        let response = refusal.response
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(response.status == status)
        #expect(response.contentType == EngineResponse.jsonType)
        #expect(body.hasPrefix("{\"code\":\"\(code)\",\"message\":\""))
        #expect(body.hasSuffix("\"reason\":\"\(refusal.reason)\"}"))
    }

    @Test(
        "dates are IMF-fixdate and ISO 8601 in UTC",
        arguments: [
            (Int64(784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT"), (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
            (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"), (-1, "Wed, 31 Dec 1969 23:59:59 GMT"),
            (4_102_444_799, "Thu, 31 Dec 2099 23:59:59 GMT"),
        ])
    func imfFixdate(seconds: Int64, text: String) {
        #expect(HTTPDate.imfFixdate(unixSeconds: seconds) == text)
    }

    @Test(
        "decimal digits are written straight into the buffer, zero-padded to a width",
        arguments: [
            (0, 1, "0"), (7, 3, "007"), (42, 1, "42"), (1994, 4, "1994"), (12_345, 3, "12345"),
            (-7, 2, "-07"), (Int.max, 1, "9223372036854775807"), (Int.min, 1, "-9223372036854775808"),
        ])
    func decimal(value: Int, width: Int, text: String) {
        var buffer = Array("x".utf8)
        HTTPSyntax.appendDecimal(value, width: width, to: &buffer)
        #expect(buffer == Array(("x" + text).utf8))
    }

    @Test("ISO 8601 times carry milliseconds")
    func iso8601() {
        #expect(HTTPDate.iso8601(unixMilliseconds: 784_111_777_042) == "1994-11-06T08:49:37.042Z")
        #expect(HTTPDate.iso8601(unixMilliseconds: -1) == "1969-12-31T23:59:59.999Z")
    }

    @Test("a log line has time, method, path, status and duration, and a refusal's reason")
    func logLine() {
        var entry = HTTPAccessLogEntry(
            unixTimeMilliseconds: 784_111_777_042, method: "GET", path: "/v1/auth/me", status: 200,
            durationMicroseconds: 1_234_567, refusal: nil, connection: 3)
        #expect(entry.line == "1994-11-06T08:49:37.042Z GET /v1/auth/me 200 1234.567ms")
        entry.refusal = .malformed(.obsoleteLineFolding)
        entry.status = 400
        entry.durationMicroseconds = 5
        #expect(entry.line == "1994-11-06T08:49:37.042Z GET /v1/auth/me 400 0.005ms obsolete_line_folding")
    }
}
