import AuthEngine
import Synchronization
import Testing

/// The loopback listener over real sockets: where it binds, what it answers, when it closes.
@Suite("The loopback redirect listener")
struct LoopbackRedirectListenerTests {
    private static let state = "state-4f9a1c"

    private static func get(_ target: String) -> String {
        "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    }

    /// Sends `request` on a fresh connection and returns the status and body of the answer.
    private static func send(_ request: String, port: UInt16) async -> (status: Int, body: String)? {
        await onOwnThread {
            guard let connection = RawConnection(port: port) else { return nil }
            connection.send(request)
            return connection.readResponse().map { ($0.status, String(decoding: $0.body, as: UTF8.self)) }
        }
    }

    private static func accepts(port: UInt16, host: UInt32 = 0x7F00_0001) async -> Bool {
        await onOwnThread { RawConnection(port: port, host: host) != nil }
    }

    @Test("it binds 127.0.0.1 alone, on a port the system picked, and names its redirect URI from it")
    func bindsLoopbackOnly() async throws {
        let listener = try LoopbackRedirectListener.start(expectedState: Self.state, timeLimit: .seconds(60))
        let port = listener.address.port
        #expect(port != 0)
        #expect(listener.redirectURI == "http://127.0.0.1:\(port)/callback")
        #expect(await Self.accepts(port: port))
        // 127.0.0.2 reaches this machine too: a socket bound to every address would accept there.
        #expect(await !Self.accepts(port: port, host: 0x7F00_0002))
        listener.cancel()
        #expect(await listener.outcome() == .cancelled)
    }

    @Test(
        "refused requests get the 400 page and are reported; the matching one ends the wait and closes the port"
    )
    func refusesThenHandsOn() async throws {
        let refusals = Mutex<[LoopbackRefusal]>([])
        let listener = try LoopbackRedirectListener.start(
            expectedState: Self.state, timeLimit: .seconds(60),
            onRefusal: { refusal in refusals.withLock { $0.append(refusal) } })
        let port = listener.address.port

        let favicon = await Self.send(Self.get("/favicon.ico"), port: port)
        let forged = await Self.send(Self.get("/callback?code=forged&state=other"), port: port)
        let answer = await Self.send(Self.get("/callback?code=the-code&state=\(Self.state)"), port: port)

        #expect(favicon?.status == 400)
        #expect(forged?.status == 400)
        #expect(forged?.body.contains("forged") == false)
        #expect(answer?.status == 200)
        #expect(answer?.body.contains("You can close this tab and return to the terminal.") == true)
        #expect(answer?.body.contains("the-code") == false)
        #expect(refusals.withLock { $0 } == [.wrongPath, .stateMismatch])
        #expect(await listener.outcome() == .code(RedactedToken("the-code")))
        #expect(await !Self.accepts(port: port))
    }

    @Test("hostile bytes get a 400 with the security fields, nothing is handed on, and the wait goes on")
    func hostileBytes() async throws {
        let listener = try LoopbackRedirectListener.start(expectedState: Self.state, timeLimit: .seconds(60))
        let port = listener.address.port
        let garbage: [[UInt8]] = [
            [0x16, 0x03, 0x01, 0x00, 0xff, 0x00],
            Array("GET /callback?code=a b&state=\(Self.state) HTTP/1.1\r\nHost: h\r\n\r\n".utf8),
            Array("GET /callback?code=\u{1b}[2J&state=\(Self.state) HTTP/1.1\r\nHost: h\r\n\r\n".utf8),
            Array("GET /callback?code=c&state=\(Self.state) HTTP/1.1\nHost: h\n\n".utf8),
        ]
        for bytes in garbage {
            let response = await onOwnThread { () -> HTTPResponseMessage? in
                let connection = RawConnection(port: port)
                connection?.send(bytes)
                return connection?.readResponse()
            }
            #expect(response?.status == 400)
            #expect(response?.headers["x-frame-options"] == "DENY")
            #expect(response?.headers["cache-control"] == "no-store")
        }
        let answer = await Self.send(Self.get("/callback?code=c&state=\(Self.state)"), port: port)
        #expect(answer?.status == 200)
        #expect(await listener.outcome() == .code(RedactedToken("c")))
    }

    @Test("the time limit ends the wait with its own outcome, and the port closes")
    func timeLimit() async throws {
        let asked = Mutex<Duration?>(nil)
        let (elapsed, elapse) = AsyncStream<Void>.makeStream()
        let listener = try LoopbackRedirectListener.start(
            expectedState: Self.state, timeLimit: .seconds(300),
            sleep: { duration in
                asked.withLock { $0 = duration }
                for await _ in elapsed { break }
            })
        let port = listener.address.port
        #expect(await Self.send(Self.get("/favicon.ico"), port: port)?.status == 400)
        elapse.yield()

        #expect(await listener.outcome() == .timedOut)
        #expect(asked.withLock { $0 } == .seconds(300))
        #expect(await !Self.accepts(port: port))
    }

    @Test("cancelling the waiting task ends the wait as cancelled")
    func taskCancellation() async throws {
        let listener = try LoopbackRedirectListener.start(expectedState: Self.state, timeLimit: .seconds(60))
        let waiting = Task { await listener.outcome() }
        waiting.cancel()
        #expect(await waiting.value == .cancelled)
        #expect(await !Self.accepts(port: listener.address.port))
    }

    @Test("an error redirect with the matching state ends the wait with the typed error")
    func errorRedirect() async throws {
        let listener = try LoopbackRedirectListener.start(expectedState: Self.state, timeLimit: .seconds(60))
        let target = "/callback?error=access_denied&b2c_error_code=AADB2C90091&state=\(Self.state)"
        let answer = await Self.send(Self.get(target), port: listener.address.port)
        #expect(answer?.status == 200)
        #expect(await listener.outcome() == .failed(.userCancelled))
    }
}
