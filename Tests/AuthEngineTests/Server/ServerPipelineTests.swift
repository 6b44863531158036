import Testing

@testable import AuthEngine

/// The server's chain over HTTP, without a socket: the control routes' access, the fault plan, the
/// answers from memory, and the clock offset on every answer.
@Suite("The token server's chain: access, faults, memory routes, clock offset")
struct ServerPipelineTests {
    @Test("POST /v1/simulation/clock from a peer beyond loopback is refused without the control token")
    func remoteClockAdvanceRefused() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let (pipeline, token) = try Self.pipeline(on: home)
        func advance(from peer: String, authorization: String? = nil) async -> EngineResponse {
            var request = EngineRequest(
                method: .post, path: "/v1/simulation/clock", body: Array(#"{"advanceSeconds":600}"#.utf8))
            request.peer = HTTPPeerAddress(peer)
            request.headers["Authorization"] = authorization
            return await pipeline.answer(request)
        }

        let refused = await [advance(from: "192.0.2.7"), advance(from: "::ffff:10.1.2.3")]
        #expect(refused.map(\.status) == [401, 401])
        #expect(refused.map { $0.header("Simulated-Clock-Offset") } == ["0", "0"])
        #expect(
            refused[0].headers.map(\.name) == ["Simulated-Clock-Offset", "WWW-Authenticate"],
            "the offset sits among the fields in name order")
        #expect(try HomeClock(directory: home.simulation).offsetSeconds() == 0, "the clock did not move")

        #expect(await advance(from: "192.0.2.7", authorization: token.authorizationValue).status == 200)
        #expect(await advance(from: "::ffff:127.0.0.1").status == 200)
        #expect(await advance(from: "::1").status == 200)
        #expect(try HomeClock(directory: home.simulation).offsetSeconds() == 1800)
    }

    @Test("a path beside the control routes is not one of them: the table decides, not a prefix")
    func controlPolicyFromTheRoute() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let (pipeline, _) = try Self.pipeline(on: home)
        var request = EngineRequest(method: .get, path: "/v1/hosted/page")
        request.peer = HTTPPeerAddress("192.0.2.7")

        let answer = await pipeline.answer(request)

        #expect(answer.status == 404, "no such route, rather than a refusal to a remote peer")
    }

    @Test("a request that reads only memory is answered at once, unless a fault plan is in force")
    func answersFromMemory() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let (pipeline, _) = try Self.pipeline(on: home)
        let plan = FaultPlan(directory: home.simulation)
        var remote = EngineRequest(method: .get, path: "/v1/config")
        remote.peer = HTTPPeerAddress("192.0.2.7")

        let config = try #require(pipeline.answerFromMemory(remote))
        #expect(config.status == 200)
        #expect(config.headers.map(\.name) == ["Content-Type", "Simulated-Clock-Offset"])
        #expect(config.header("Simulated-Clock-Offset") == "0")
        #expect(config.body == (await pipeline.answer(remote)).body)
        #expect(pipeline.answerFromMemory(EngineRequest(method: .get, path: "/v1/auth/me"))?.status == 401)
        #expect(pipeline.answerFromMemory(EngineRequest(method: .post, path: "/v1/auth/refresh")) == nil)
        #expect(pipeline.answerFromMemory(EngineRequest(method: .get, path: "/v1/simulation")) == nil)

        try plan.add(SimulatedFault(method: .get, path: "/v1/config", kind: .status(503), remaining: 1))
        #expect(pipeline.answerFromMemory(remote) == nil, "the fault plan is played by the task")
        let played = await pipeline.answer(remote)
        #expect(played.status == 503)
        #expect(played.headers.map(\.name) == ["Simulated-Clock-Offset", "X-Simulated-Fault"])
        #expect(pipeline.answerFromMemory(remote)?.status == 200, "the fault was used up")
    }

    @Test("the routes answered from memory are the two that read only memory")
    func memoryRoutes() {
        let fromMemory = RouteTable.standard.routes.filter(\.answersFromMemory).map {
            "\($0.method) \($0.path)"
        }
        #expect(fromMemory == ["GET /v1/config", "GET /v1/auth/me"])
    }

    @Test("every route is declared once, and the control routes are the systems beside the server")
    func routeDeclarations() {
        let routes = RouteTable.standard.routes
        #expect(Set(routes.map { "\($0.method) \($0.path)" }).count == routes.count)
        let control = routes.filter { $0.access == .control }.map(\.path)
        #expect(
            control.allSatisfy {
                $0.hasPrefix("/v1/simulation") || $0.hasPrefix("/v1/push-service/")
                    || $0.hasPrefix("/v1/hosted/")
                    || $0 == "/v1/web/sso"
            })
        #expect(control.count == 11)
    }

    /// The chain of a server owning `home`, and its control token.
    private static func pipeline(on home: SimulationTestHome) throws -> (ServerPipeline, ControlToken) {
        let server = try TokenServer(
            directory: home.home + "/server", configuration: .forTesting, access: .exclusive)
        let token = try ControlToken.loadOrCreate(inServerDirectory: home.home + "/server")
        let pipeline = ServerPipeline(
            server: server, access: ControlRouteAccess(controlToken: token),
            faultPlan: FaultPlan(directory: home.simulation))
        return (pipeline, token)
    }
}
