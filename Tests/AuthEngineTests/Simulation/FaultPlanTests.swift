import Synchronization
import Testing

@testable import AuthEngine

@Suite("The fault plan, played by the in-process transport on the requests it carries")
struct FaultPlanTests {
    private static let refresh = EngineRequest(method: .post, path: "/v1/auth/refresh")
    private static let config = EngineRequest(method: .get, path: "/v1/config")

    @Test("a status fault answers its status instead of the server, twice, then is used up")
    func statusFaultIsUsedUp() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let plan = FaultPlan(directory: home.simulation)
        try plan.add(
            try SimulatedFault(method: .post, path: "/v1/auth/refresh", kind: .status(503), remaining: 2))
        let server = CountingServer()
        let transport = FaultPlanTransport(base: server, plan: plan)

        #expect(try await transport.send(Self.refresh).status == 503)
        #expect(try plan.faults().map(\.remaining) == [1])
        #expect(try await transport.send(Self.config).status == 200, "another route is not touched")
        let second = try await transport.send(Self.refresh)
        #expect(second.status == 503)
        #expect(second.headers[FaultPlanTransport.faultHeader] == "status")
        #expect(WireCoding.decode(ServerErrorBody.self, from: second.body)?.code == .storageUnavailable)
        #expect(try plan.faults().isEmpty)
        #expect(try await transport.send(Self.refresh).status == 200)
        #expect(
            server.paths == ["/v1/config", "/v1/auth/refresh"], "faulted requests never reach the server")
    }

    @Test("unreachable throws, malformed answers a body that is not JSON, slow waits then goes through")
    func otherKinds() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let plan = FaultPlan(directory: home.simulation)
        try plan.add(try SimulatedFault(method: .get, path: "/v1/config", kind: .unreachable, remaining: 1))
        try plan.add(try SimulatedFault(method: .get, path: "/v1/config", kind: .malformed, remaining: 1))
        try plan.add(
            try SimulatedFault(
                method: .get, path: "/v1/config", kind: .slow(milliseconds: 2500), remaining: 1))
        let sleeper = RecordingSleeper()
        let server = CountingServer()
        let transport = FaultPlanTransport(base: server, plan: plan, sleeper: sleeper)

        await #expect(throws: TransportError.unreachable) { try await transport.send(Self.config) }
        let malformed = try await transport.send(Self.config)
        #expect(malformed.status == 200)
        #expect(WireCoding.decode(ConfigurationBody.self, from: malformed.body) == nil)
        #expect(server.paths.isEmpty)
        #expect(try await transport.send(Self.config).status == 200)
        #expect(sleeper.requestedDelays == [2.5])
        #expect(server.paths == ["/v1/config"])
        #expect(try plan.faults().isEmpty)
    }

    @Test("faults are checked against the server's routes and their bounds")
    func boundsAreChecked() {
        #expect(throws: SimulatedFaultError.unknownRoute) {
            try SimulatedFault(method: .post, path: "/v1/auth/refrsh", kind: .unreachable, remaining: 1)
        }
        #expect(throws: SimulatedFaultError.unknownRoute) {
            try SimulatedFault(method: .get, path: "/v1/auth/refresh", kind: .unreachable, remaining: 1)
        }
        #expect(throws: SimulatedFaultError.timesOutOfRange) {
            try SimulatedFault(method: .post, path: "/v1/auth/refresh", kind: .unreachable, remaining: 0)
        }
        #expect(throws: SimulatedFaultError.statusOutOfRange) {
            try SimulatedFault(method: .post, path: "/v1/auth/refresh", kind: .status(200), remaining: 1)
        }
        #expect(throws: SimulatedFaultError.delayOutOfRange) {
            try SimulatedFault(
                method: .post, path: "/v1/auth/refresh", kind: .slow(milliseconds: 0), remaining: 1)
        }
    }

    @Test("concurrent requests use up a fault exactly as many times as it was given")
    func concurrentUseLosesNoUpdate() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let plan = FaultPlan(directory: home.simulation)
        try plan.add(
            try SimulatedFault(method: .post, path: "/v1/auth/refresh", kind: .status(500), remaining: 20))
        let transport = FaultPlanTransport(base: CountingServer(), plan: plan)

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<50 { group.addTask { try await transport.send(Self.refresh).status } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }

        #expect(statuses.filter { $0 == 500 }.count == 20)
        #expect(statuses.filter { $0 == 200 }.count == 30)
        #expect(try plan.faults().isEmpty)
    }
}

/// A server stand-in that answers 200 with `{}` and records the paths it was asked for.
final class CountingServer: EngineTransport {
    private let recorded = Mutex<[String]>([])

    var paths: [String] { recorded.withLock { $0 } }

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        recorded.withLock { $0.append(request.path) }
        return EngineResponse(status: 200, body: Array("{}".utf8))
    }
}
