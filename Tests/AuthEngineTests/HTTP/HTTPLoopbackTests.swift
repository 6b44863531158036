import AuthEngine
import Testing

@Suite("HTTP server and client together over loopback")
struct HTTPLoopbackTests {
    @Test("GET, POST and DELETE travel with their path, fields and body, and come back")
    func roundTrips() async throws {
        let harness = try ServerHarness()
        let transport = harness.transport()
        let get = try await transport.send(
            EngineRequest(method: .get, path: "/v1/auth/me", headers: ["Authorization": "Bearer abc"]))
        let post = try await transport.send(
            EngineRequest(method: .post, path: "/v1/auth/login", body: Array("{\"x\":1}".utf8)))
        let delete = try await transport.send(EngineRequest(method: .delete, path: "/v1/devices"))
        #expect(get.status == 200)
        #expect(ServerHarness.echoed(get.body) == "GET /v1/auth/me\nBearer abc\n")
        #expect(ServerHarness.echoed(post.body) == "POST /v1/auth/login\n-\n{\"x\":1}")
        #expect(ServerHarness.echoed(delete.body) == "DELETE /v1/devices\n-\n")
        #expect(get.headers["content-type"] == "text/plain")
        await harness.server.stop()
    }

    @Test("the handler's status and body reach the client unchanged, whatever the status")
    func statuses() async throws {
        let harness = try ServerHarness(handler: { _ in
            EngineResponse(
                status: 429, contentType: EngineResponse.jsonType,
                body: Array("{\"code\":\"rate_limited\"}".utf8))
        })
        let response = try await harness.transport().send(
            EngineRequest(method: .post, path: "/v1/idp/credentials"))
        #expect(response.status == 429)
        #expect(response.body == Array("{\"code\":\"rate_limited\"}".utf8))
        #expect(response.headers["content-type"] == "application/json")
        await harness.server.stop()
    }

    @Test("one persistent connection carries a client's requests")
    func keepAlive() async throws {
        // An idle timeout no pause between two requests reaches, however loaded the machine: the
        // test task may wait long for a thread when every test of a full run is queued.
        let harness = try ServerHarness(configure: { $0.idleTimeout = .seconds(3600) })
        let transport = harness.transport()
        for index in 0..<5 {
            let response = try await transport.send(EngineRequest(method: .get, path: "/r/\(index)"))
            #expect(ServerHarness.echoed(response.body).hasPrefix("GET /r/\(index)\n"))
        }
        #expect(Set(harness.entries.map(\.connection)).count == 1)
        #expect(harness.server.statistics.acceptedConnections == 1)
        await harness.server.stop()
    }

    @Test("requests from many tasks at once are all answered")
    func concurrentRequests() async throws {
        let harness = try ServerHarness()
        let transport = harness.transport()
        let statuses = await withTaskGroup(of: Int.self) { group in
            for index in 0..<40 {
                group.addTask {
                    (try? await transport.send(EngineRequest(method: .get, path: "/c/\(index)")).status) ?? 0
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 40))
        await harness.server.stop()
    }

    @Test("after the server closes an idle connection, the next request reconnects")
    func reconnectsAfterIdleClose() async throws {
        let harness = try ServerHarness { $0.idleTimeout = .milliseconds(100) }
        let transport = harness.transport()
        _ = try await transport.send(EngineRequest(method: .get, path: "/first"))
        #expect(await eventually { harness.server.statistics.openConnections == 0 })
        let second = try await transport.send(EngineRequest(method: .post, path: "/second"))
        #expect(second.status == 200)
        #expect(Set(harness.entries.map(\.connection)).count == 2)
        await harness.server.stop()
    }

    @Test("a server that is not there is unreachable")
    func unreachable() async throws {
        let harness = try ServerHarness()
        let transport = harness.transport()
        await harness.server.stop()
        await #expect(throws: TransportError.unreachable) {
            try await transport.send(EngineRequest(method: .get, path: "/"))
        }
    }

    @Test("a server that stops while a client holds a connection leaves the next request unreachable")
    func serverGoneBetweenRequests() async throws {
        let harness = try ServerHarness()
        let transport = harness.transport()
        _ = try await transport.send(EngineRequest(method: .get, path: "/"))
        await harness.server.stop()
        await #expect(throws: TransportError.unreachable) {
            try await transport.send(EngineRequest(method: .get, path: "/"))
        }
    }

    @Test("a response that does not come in time is a timeout, and the next request still works")
    func timesOut() async throws {
        let gate = HandlerGate()
        let harness = try ServerHarness(handler: { request in
            if request.path == "/slow" { await gate.wait() }
            return EngineResponse(status: 200)
        })
        let transport = harness.transport(HTTPClientConfiguration(responseTimeout: .milliseconds(300)))
        await #expect(throws: TransportError.timedOut) {
            try await transport.send(EngineRequest(method: .get, path: "/slow"))
        }
        gate.open()
        // The next request goes out on a new connection. Its handler may wait for a busy
        // cooperative pool longer than this short timeout, so it has several tries (about 20 s).
        var status: Int?
        for _ in 0..<60 where status == nil {
            status = try? await transport.send(EngineRequest(method: .get, path: "/fast")).status
        }
        #expect(status == 200)
        await harness.server.stop()
    }

    @Test("the log has one line per request and never a field value, a body or a query")
    func logHoldsNoSecrets() async throws {
        let harness = try ServerHarness()
        let transport = harness.transport()
        _ = try await transport.send(
            EngineRequest(
                method: .post, path: "/v1/auth/login?pin=SECRET-QUERY",
                headers: ["Authorization": "Bearer SECRET-TOKEN"],
                body: Array("SECRET-BODY".utf8)))
        _ = await onOwnThread {
            let connection = RawConnection(port: harness.port)
            connection?.send("GET /x HTTP/1.1\r\nHost: h\r\nX-Secret : SECRET-FIELD\r\n\r\n")
            return connection?.readResponse()?.status
        }
        let lines = harness.entries.map(\.line)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { !$0.contains("SECRET") })
        #expect(lines.first?.contains(" POST /v1/auth/login 200 ") == true)
        #expect(lines.last?.contains(" GET /x 400 ") == true)
        #expect(lines.last?.hasSuffix(" whitespace_before_colon") == true)
        await harness.server.stop()
    }

    @Test("the bound port is the one reported, and the URL names it")
    func boundPort() async throws {
        let harness = try ServerHarness()
        #expect(harness.port != 0)
        #expect(harness.server.url == "http://127.0.0.1:\(harness.port)")
        #expect(throws: HTTPServerError.addressInUse(.loopback(port: harness.port))) {
            try HTTPServer.start(
                configuration: HTTPServerConfiguration(address: .loopback(port: harness.port)),
                logger: { _ in },
                handler: ServerHarness.echo)
        }
        await harness.server.stop()
    }
}
