import Testing

@testable import AuthEngine

@Suite("A client over HTTP keeps the server home's clock: the offset on every answer, followed")
struct ServerFollowingClockTests {
    @Test("a server on its home's clock names the offset on every answer, errors included")
    func serverNamesItsOffset() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let clock = HomeClock(directory: home.simulation)
        let server = try TokenServer(
            directory: home.home + "/server", configuration: .forTesting, clock: clock)

        let before = await server.handle(EngineRequest(method: .get, path: "/v1/config"))
        try clock.advance(bySeconds: 600)
        let after = await server.handle(EngineRequest(method: .get, path: "/v1/config"))
        let missing = await server.handle(EngineRequest(method: .get, path: "/v1/nowhere"))

        #expect(before.headers[ServerFollowingClock.offsetHeader] == "0")
        #expect(after.headers[ServerFollowingClock.offsetHeader] == "600")
        #expect(missing.status == 404 && missing.headers[ServerFollowingClock.offsetHeader] == "600")
    }

    @Test("a server on a clock that simulates no home (a test's manual clock) names no offset")
    func manualClockNamesNone() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let server = try TokenServer(
            directory: home.home + "/server", configuration: .forTesting, clock: ManualWallClock(now: 1_000))

        let response = await server.handle(EngineRequest(method: .get, path: "/v1/config"))

        #expect(response.headers[ServerFollowingClock.offsetHeader] == nil)
    }

    @Test("the client's clock is real time plus the last offset an answer named, whatever the name's case")
    func followsTheAnswers() async throws {
        let real = ManualWallClock(now: 1_000_000)
        let clock = ServerFollowingClock(real: real)
        let transport = ClockFollowingTransport(
            base: ScriptedAnswers([
                EngineResponse(status: 200, headers: ["simulated-clock-offset": "600"]),
                EngineResponse(status: 401, headers: [ServerFollowingClock.offsetHeader: "1200"]),
                EngineResponse(status: 200, headers: [ServerFollowingClock.offsetHeader: "0"]),
            ]), clock: clock)
        let request = EngineRequest(method: .get, path: "/v1/config")

        #expect(clock.now == 1_000_000)
        _ = try await transport.send(request)
        #expect(clock.now == 1_000_600)
        let refused = try await transport.send(request)
        #expect(refused.status == 401, "the answer is handed on as it came")
        #expect(clock.now == 1_001_200 && clock.simulatedOffsetSeconds == 1_200)
        _ = try await transport.send(request)
        #expect(clock.now == 1_000_000, "a reset on the server is followed too")
    }

    @Test(
        "an answer without an offset, or with one that is not a whole number of seconds from 0, changes nothing",
        arguments: [nil, "", "-5", "ten", "1e3", "600 ", "99999999999999999999"])
    func ignoresWhatIsNotAnOffset(_ value: String?) {
        let clock = ServerFollowingClock(real: ManualWallClock(now: 1_000))
        clock.follow(EngineResponse(status: 200, headers: [ServerFollowingClock.offsetHeader: "60"]))

        clock.follow(
            EngineResponse(status: 200, headers: value.map { [ServerFollowingClock.offsetHeader: $0] } ?? [:])
        )

        #expect(clock.now == 1_060)
    }
}

/// A transport that answers each request with the next of `answers`.
private final class ScriptedAnswers: EngineTransport, @unchecked Sendable {
    private var answers: [EngineResponse]

    init(_ answers: [EngineResponse]) {
        self.answers = answers
    }

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        guard !answers.isEmpty else { throw .unreachable }
        return answers.removeFirst()
    }
}
