import Testing

@testable import AuthEngine

@Suite("The simulation routes: the server home's clock and fault plan over the wire")
struct SimulationRoutesTests {
    @Test("GET /v1/simulation shows real time and no faults on a new home")
    func freshHome() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let server = try Self.server(home)

        let state = try Self.state(await server.handle(EngineRequest(method: .get, path: "/v1/simulation")))

        #expect(state.offsetSeconds == 0 && state.faults.isEmpty)
    }

    @Test("the clock advances forward in the home's simulation directory and resets to real time")
    func clockAdvancesAndResets() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let server = try Self.server(home)

        let advanced = try Self.state(
            await server.handle(Self.post("/v1/simulation/clock", #"{"advanceSeconds":600}"#)))
        let again = try Self.state(
            await server.handle(Self.post("/v1/simulation/clock", #"{"advanceSeconds":30}"#)))

        #expect(advanced.offsetSeconds == 600 && again.offsetSeconds == 630)
        #expect(try HomeClock(directory: home.simulation).offsetSeconds() == 630, "the file the CLI reads")
        let reset = try Self.state(await server.handle(Self.post("/v1/simulation/clock", #"{"reset":true}"#)))
        #expect(reset.offsetSeconds == 0)
        #expect(try HomeClock(directory: home.simulation).offsetSeconds() == 0)
    }

    @Test("a clock body that is not exactly one forward advance or a reset is 400, nothing changed")
    func badClockBodies() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let server = try Self.server(home)

        for body in [
            #"{"advanceSeconds":0}"#, #"{"advanceSeconds":-300}"#, #"{"advanceSeconds":315360001}"#,
            #"{"advanceSeconds":60,"reset":true}"#, #"{}"#, #"{"reset":false}"#, #"{"advanceSeconds":"10m"}"#,
            "not json",
        ] {
            let response = await server.handle(Self.post("/v1/simulation/clock", body))
            #expect(response.status == 400, "\(body)")
            #expect(WireCoding.decode(ServerErrorBody.self, from: response.body)?.code == .malformedRequest)
        }
        #expect(try HomeClock(directory: home.simulation).offsetSeconds() == 0)
    }

    @Test("a fault is added after those in force, listed with what is left, and cleared")
    func faultsAddListClear() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let server = try Self.server(home)

        _ = await server.handle(
            Self.post(
                "/v1/simulation/faults",
                #"{"method":"POST","path":"/v1/auth/refresh","kind":"status","status":503,"times":2}"#))
        let added = try Self.state(
            await server.handle(
                Self.post(
                    "/v1/simulation/faults",
                    #"{"method":"GET","path":"/v1/config","kind":"slow","delayMilliseconds":1500}"#)))

        #expect(
            added.faults == [
                StoredFault(
                    try SimulatedFault(
                        method: .post, path: "/v1/auth/refresh", kind: .status(503), remaining: 2)),
                StoredFault(
                    try SimulatedFault(
                        method: .get, path: "/v1/config", kind: .slow(milliseconds: 1500), remaining: 1)),
            ])
        #expect(try FaultPlan(directory: home.simulation).faults().count == 2, "the plan the CLI reads")
        let cleared = try Self.state(await server.handle(Self.post("/v1/simulation/faults/clear", "{}")))
        #expect(cleared.faults.isEmpty)
        #expect(try FaultPlan(directory: home.simulation).faults().isEmpty)
    }

    @Test("a fault out of bounds, of no route, or on a simulation route is 400 and not added")
    func badFaultBodies() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let server = try Self.server(home)

        for body in [
            #"{"method":"POST","path":"/v1/nowhere","kind":"unreachable"}"#,
            #"{"method":"PATCH","path":"/v1/auth/refresh","kind":"unreachable"}"#,
            #"{"method":"POST","path":"/v1/auth/refresh","kind":"status","status":200}"#,
            #"{"method":"POST","path":"/v1/auth/refresh","kind":"status"}"#,
            #"{"method":"POST","path":"/v1/auth/refresh","kind":"malformed","status":503}"#,
            #"{"method":"POST","path":"/v1/auth/refresh","kind":"unreachable","times":0}"#,
            #"{"method":"POST","path":"/v1/auth/refresh","kind":"slow","delayMilliseconds":600001}"#,
            #"{"method":"POST","path":"/v1/auth/refresh","kind":"hang"}"#,
            #"{"method":"GET","path":"/v1/simulation","kind":"unreachable"}"#,
            #"{"method":"POST","path":"/v1/simulation/faults/clear","kind":"status","status":503}"#,
        ] {
            let response = await server.handle(Self.post("/v1/simulation/faults", body))
            #expect(response.status == 400, "\(body)")
            #expect(WireCoding.decode(ServerErrorBody.self, from: response.body)?.code == .malformedRequest)
        }
        #expect(try FaultPlan(directory: home.simulation).faults().isEmpty)
    }

    @Test("the fault plan's transport never plays a fault on a simulation route")
    func simulationRoutesAreNeverFaulted() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let server = try Self.server(home)
        let plan = FaultPlan(directory: home.simulation)
        try plan.add(try SimulatedFault(method: .get, path: "/v1/config", kind: .unreachable, remaining: 3))
        let transport = FaultPlanTransport(base: InProcessTransport(server: server), plan: plan)

        #expect(!TokenServer.answers(method: .get, path: "/v1/simulation"))
        #expect(!TokenServer.answers(method: .post, path: "/v1/simulation/faults/clear"))
        #expect(TokenServer.answers(method: .get, path: "/v1/config"))
        let state = try Self.state(
            try await transport.send(EngineRequest(method: .get, path: "/v1/simulation")))
        #expect(state.faults.map(\.remaining) == [3], "not used up by the simulation route")
        await #expect(throws: TransportError.unreachable) {
            try await transport.send(EngineRequest(method: .get, path: "/v1/config"))
        }
    }

    @Test("RemoteSimulation drives the routes through a transport and maps refusals")
    func remoteSimulation() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let remote = RemoteSimulation(transport: InProcessTransport(server: try Self.server(home)))
        let fault = try SimulatedFault(
            method: .post, path: "/v1/auth/refresh", kind: .malformed, remaining: 4)

        #expect(try await remote.advanceClock(bySeconds: 90).offsetSeconds == 90)
        #expect(try await remote.addFault(fault).faults == [fault])
        #expect(try await remote.state().offsetSeconds == 90)
        #expect(try await remote.clearFaults().faults.isEmpty)
        #expect(try await remote.resetClock().offsetSeconds == 0)
        await #expect(throws: RemoteSimulationError.refused(status: 404)) {
            try await RemoteSimulation(transport: NotFoundTransport()).state()
        }
    }

    @Test("the simulation directory is the one beside the server's in the same home")
    func directoryBesideTheServer() {
        #expect(SimulationHome.directory(ofServerDirectory: "/homes/a/server") == "/homes/a/simulation")
        #expect(SimulationHome.directory(ofServerDirectory: "/homes/a/server/") == "/homes/a/simulation")
    }

    private static func server(_ home: SimulationTestHome) throws -> TokenServer {
        try TokenServer(directory: home.home + "/server", configuration: .forTesting)
    }

    private static func post(_ path: String, _ body: String) -> EngineRequest {
        EngineRequest(
            method: .post, path: path, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
    }

    private static func state(_ response: EngineResponse) throws -> SimulationStateBody {
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try #require(WireCoding.decode(SimulationStateBody.self, from: response.body))
    }
}

/// A server without the simulation routes: every request is 404.
private struct NotFoundTransport: EngineTransport {
    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        ServerFailure.routeNotFound.response
    }
}
