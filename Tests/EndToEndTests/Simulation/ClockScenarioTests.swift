import TestSupport
import Testing

/// The home's clock moved from a second terminal while the app runs or is closed (item 5 of
/// docs/SIMULATION.md): the session's refresh follows the simulated time.
@Suite("The home's clock through the built binary")
struct ClockScenarioTests {
    private static let heading =
        "Simulated clock: 10m ahead of real time. Back to real time: viper-auth clock reset"
    private static let refreshSent = "Interactor -> Engine: POST /v1/auth/refresh"

    @Test("clock advance 10m after a PIN login (prod): the next action refreshes silently, exactly once")
    func advanceRefreshesOnce() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        let app = try await scenario.appAfterPinLogin()

        let advanced = try await scenario.control(["clock", "advance", "10m"])
        let result = try await app.finish(typing: ["context", "", "quit"])

        #expect(advanced.stdout.contains("Home clock advanced by 10m: now "))
        #expect(result.status == 0)
        let afterLogin = text(after: "pinChallenge --> dashboard: signedIn", in: result.stderr)
        #expect(occurrences(of: Self.refreshSent, in: afterLogin) == 1, "one refresh, at the next action")
        #expect(afterLogin.contains("Engine -> Interactor: 200 for POST /v1/auth/refresh"))
        let switchScreen = text(after: "Switch role or school\n=====================\n", in: result.stdout)
        #expect(switchScreen.hasPrefix(Self.heading + " --home '\(scenario.home)'\n"), "the heading says so")
        #expect(!result.stdout.contains("!"), "silently: no error, no notice")
        expectNothingSecret(result)
    }

    @Test("a restored session whose access token expired while the app was closed: one refresh at start")
    func expiredWhileClosedRefreshesAtStart() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        try await scenario.control(["clock", "advance", "16m"])

        let result = try await scenario.runner.run(["--trace"], input: ["quit"])

        #expect(result.status == 0)
        #expect(occurrences(of: Self.refreshSent, in: result.stderr) == 1)
        let restore = try #require(result.stderr.range(of: "startup --> dashboard: sessionRestored"))
        let refresh = try #require(result.stderr.range(of: Self.refreshSent))
        #expect(refresh.lowerBound < restore.lowerBound, "refreshed during start-up")
        #expect(result.stdout.contains("Dashboard\n=========\nSimulated clock: 16m ahead of real time."))
        #expect(result.stdout.contains("Logged in as Edsger Dijkstra"))
    }

    @Test("clock advance 31d: the refresh family's lifetime is over; Welcome says why")
    func lifetimeEndsTheSession() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        let app = try await scenario.appAfterPinLogin()

        try await scenario.control(["clock", "advance", "31d"])
        let result = try await app.finish(typing: ["context", "quit"])

        #expect(result.status == 0)
        let welcome = text(
            after: "Session ended: The session reached its maximum lifetime. Log in again.\n",
            in: result.stdout)
        #expect(welcome.hasPrefix("\nWelcome\n=======\nSimulated clock: 31d ahead of real time."))
        #expect(!result.stdout.contains("Number (empty line to go back): "), "no detour through the roles")
        #expect(result.stderr.contains("--> welcome: sessionEnded"))
        let status = try await scenario.control(["status"])
        #expect(status.stdout.contains("Session: not signed in"))
        expectNothingSecret(result)
    }

    @Test("clock reset goes back to real time and warns that what was issued meanwhile is dated ahead")
    func resetReturnsToRealTime() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        try await scenario.control(["clock", "advance", "2h"])
        await #expect(try scenario.control(["clock"]).stdout.contains(", 2h ahead of real time.\n"))

        let reset = try await scenario.control(["clock", "reset"])

        #expect(reset.stdout.hasPrefix("Home clock back to real time: "))
        #expect(reset.stderr.contains("issued while the clock was ahead"))
        await #expect(try scenario.control(["clock"]).stdout.hasSuffix(", real time.\n"))
        let again = try await scenario.control(["clock", "reset"])
        #expect(again.stderr.isEmpty, "no warning when the clock was not ahead")
    }
}
