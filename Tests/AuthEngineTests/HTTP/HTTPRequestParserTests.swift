import AuthEngine
import Testing

@Suite("HTTP request parser: valid requests, split and pipelined")
struct HTTPRequestParserTests {
    private let getMe =
        "GET /v1/auth/me HTTP/1.1\r\nHost: 127.0.0.1:8720\r\nAuthorization: Bearer abc\r\n\r\n"
    private let postLogin =
        "POST /v1/auth/login HTTP/1.1\r\nHost: h\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n"
        + "{\"pin\":\"x\"}\r\n"

    @Test("a GET reads as method, path, lower-cased headers and keep-alive")
    func simpleGet() throws {
        let fed = feeding(getMe)
        let request = try #require(fed.requests.first)
        #expect(fed.requests.count == 1)
        #expect(fed.last == .needMoreBytes)
        #expect(request.method == "GET")
        #expect(request.path == "/v1/auth/me")
        #expect(request.version == .http11)
        #expect(request.headers == ["host": "127.0.0.1:8720", "authorization": "Bearer abc"])
        #expect(request.body.isEmpty)
        #expect(request.keepAlive)
    }

    @Test("a POST body is exactly Content-Length bytes")
    func postBody() throws {
        let request = try #require(feeding(postLogin).requests.first)
        #expect(request.body == Array("{\"pin\":\"x\"}\r\n".utf8))
        #expect(request.headers["content-length"] == "13")
    }

    @Test("a request arriving one byte at a time reads the same as in one piece")
    func oneByteAtATime() {
        let whole = feeding(postLogin + getMe)
        let split = feeding(postLogin + getMe, chunkSizes: [1])
        #expect(split.outcomes == whole.outcomes)
        #expect(split.requests.count == 2)
        #expect(split.last == .needMoreBytes)
    }

    @Test("pipelined requests in one read come out in order", arguments: [[], [1], [7, 3], [50]])
    func pipelined(chunkSizes: [Int]) {
        let text = getMe + postLogin + "DELETE /v1/x HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"
        let requests = feeding(text, chunkSizes: chunkSizes).requests
        #expect(requests.map(\.method) == ["GET", "POST", "DELETE"])
        #expect(requests.map(\.keepAlive) == [true, true, false])
    }

    @Test("the query is split from the path; the target keeps both")
    func querySplit() throws {
        let request = try #require(
            feeding("GET /v1/auth/me?token=s3cret HTTP/1.1\r\nHost: h\r\n\r\n").requests.first)
        #expect(request.path == "/v1/auth/me")
        #expect(request.query == "token=s3cret")
        #expect(request.target == "/v1/auth/me?token=s3cret")
        let absolute = try #require(
            feeding("GET http://h/a?b=1&c HTTP/1.1\r\nHost: h\r\n\r\n").requests.first)
        #expect(absolute.path == "/a" && absolute.query == "b=1&c")
        let none = try #require(feeding("GET /a HTTP/1.1\r\nHost: h\r\n\r\n").requests.first)
        #expect(none.query == nil)
    }

    @Test(
        "an absolute-form target gives its path",
        arguments: [
            ("http://127.0.0.1:8720/v1/config", "/v1/config"), ("http://h", "/"), ("HTTP://h?x=1", "/"),
            ("http://[::1]:80/a?b", "/a"),
        ])
    func absoluteForm(target: String, path: String) throws {
        let request = try #require(feeding("GET \(target) HTTP/1.1\r\nHost: h\r\n\r\n").requests.first)
        #expect(request.path == path)
    }

    @Test("HTTP/1.0 closes unless it asks for keep-alive, and needs no Host")
    func http10() {
        let plain = feeding("GET / HTTP/1.0\r\n\r\n").requests
        let kept = feeding("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n").requests
        #expect(plain.map(\.keepAlive) == [false])
        #expect(plain.map(\.version) == [.http10])
        #expect(kept.map(\.keepAlive) == [true])
    }

    @Test("HTTP/1.2 is read as 1.1")
    func higherMinorVersion() {
        #expect(feeding("GET / HTTP/1.2\r\nHost: h\r\n\r\n").requests.map(\.version) == [.http11])
    }

    @Test("Connection: close in any case, alone or in a list, ends keep-alive")
    func connectionClose() {
        for value in ["close", "CLOSE", "foo, Close"] {
            let requests = feeding("GET / HTTP/1.1\r\nHost: h\r\nConnection: \(value)\r\n\r\n").requests
            #expect(requests.map(\.keepAlive) == [false], "Connection: \(value)")
        }
    }

    @Test("empty lines before a request line are skipped")
    func leadingEmptyLines() {
        #expect(feeding("\r\n\r\n" + getMe).requests.count == 1)
    }

    @Test("repeated fields stay separate lines in order; values lose surrounding whitespace")
    func repeatedFields() throws {
        let request = try #require(
            feeding("GET / HTTP/1.1\r\nHost: h\r\nX-A: one \r\nx-a:\ttwo\r\nX-Empty:\r\n\r\n").requests.first)
        #expect(request.headers.values(named: "X-A") == ["one", "two"])
        #expect(request.headers.map(\.name) == ["host", "x-a", "x-a", "x-empty"])
        #expect(request.headers["x-empty"] == "")
    }

    @Test("identical Content-Length values, listed or repeated, are one length", arguments: ["3, 3", "3,3"])
    func identicalContentLengths(value: String) {
        let listed = feeding("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: \(value)\r\n\r\nabc").requests
        let repeated = feeding(
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc"
        ).requests
        #expect(listed.map(\.body) == [Array("abc".utf8)])
        #expect(repeated.map(\.body) == [Array("abc".utf8)])
    }

    @Test("a GET with a body has it read, and the request behind it is intact")
    func getWithBody() {
        let requests = feeding(
            "GET /a HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nxyGET /b HTTP/1.1\r\nHost: h\r\n\r\n"
        )
        .requests
        #expect(requests.map(\.path) == ["/a", "/b"])
        #expect(requests.first?.body == Array("xy".utf8))
    }

    @Test("Expect: 100-continue asks for the interim answer once, only while no body has arrived")
    func expectContinue() {
        let head = "POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n"
        var waiting = ParserFeeding()
        waiting.feed(Array(head.utf8))
        #expect(waiting.continues == 1)
        #expect(waiting.last == .needMoreBytes)
        waiting.feed(Array("ab".utf8))
        waiting.feed(Array("cd".utf8))
        #expect(waiting.continues == 1)
        #expect(waiting.requests.map(\.body) == [Array("abcd".utf8)])

        let eager = feeding(head + "abcd")
        #expect(eager.continues == 0)
        #expect(eager.requests.count == 1)
        let http10 = feeding("POST / HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 1\r\n\r\n")
        #expect(http10.continues == 0)
    }

    @Test("an HTTP/1.0 request ignores Expect, as RFC 9110 says")
    func http10IgnoresExpect() {
        #expect(feeding("GET / HTTP/1.0\r\nExpect: something\r\n\r\n").requests.count == 1)
    }

    @Test("the method and path of a request that failed after its request line are known")
    func requestLineOfFailure() {
        var fed = ParserFeeding()
        fed.feed(Array("POST /v1/x?secret=1 HTTP/1.1\r\nHost: h\r\nBad Name: x\r\n".utf8))
        #expect(fed.failure == .invalidFieldName)
        #expect(fed.parser.requestLine?.method == "POST")
        #expect(fed.parser.requestLine?.path == "/v1/x")
    }

    @Test("partial-request and body flags follow the bytes")
    func progressFlags() {
        var parser = HTTPRequestParser()
        #expect(!parser.hasPartialRequest)
        parser.append(Array("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\n".utf8))
        #expect(parser.next() == .needMoreBytes)
        #expect(parser.hasPartialRequest)
        #expect(parser.isReceivingBody)
        parser.append(Array("ok".utf8))
        if case .request = parser.next() {} else { Issue.record("expected the request") }
        #expect(!parser.hasPartialRequest)
        #expect(!parser.isReceivingBody)
    }
}
