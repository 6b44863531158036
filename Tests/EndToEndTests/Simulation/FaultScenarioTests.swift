import TestSupport
import Testing

/// The fault plan played on the app's requests (docs/SIMULATION.md): the client's real retry and
/// session policy acts on each fault, and `--trace` shows every attempt.
@Suite("The fault plan through the built binary")
struct FaultScenarioTests {
    private static let played = "503 for POST /v1/auth/refresh (simulated fault)"

    @Test("503 on refresh twice with --env dev: two retries, then success; the session is kept")
    func transientFaultsAreRetried() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        let added = try await scenario.control([
            "faults", "add", "POST /v1/auth/refresh", "--status", "503", "--times", "2",
        ])
        try await scenario.control(["clock", "advance", "16m"])

        let result = try await scenario.runner.run(["--env", "dev", "--trace"], input: ["quit"])

        #expect(added.stdout == "Fault added: POST /v1/auth/refresh answers 503 for the next 2 requests.\n")
        #expect(result.status == 0)
        #expect(occurrences(of: "Interactor -> Engine: POST /v1/auth/refresh", in: result.stderr) == 3)
        #expect(occurrences(of: Self.played, in: result.stderr) == 2)
        #expect(result.stderr.contains("200 for POST /v1/auth/refresh\n"))
        #expect(result.stdout.contains("Logged in as Edsger Dijkstra"))
        await #expect(try scenario.control(["faults"]).stdout == "No faults in force.\n", "used up")
    }

    @Test(
        "503 fifty times (--env staging, 3 retries): the retries give up, the person is told, the session stays"
    )
    func retriesGiveUpAndKeepTheSession() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        let app = try await scenario.appAfterPinLogin(["--env", "staging"])
        try await scenario.control([
            "faults", "add", "POST /v1/auth/refresh", "--status", "503", "--times", "50",
        ])
        try await scenario.control(["clock", "advance", "16m"])

        try app.type(["context"])
        let failed = try await app.read(until: "Type \"retry\", or an empty line to go back: ")
        let status = try await scenario.control(["status"])
        try await scenario.control(["faults", "clear"])
        let result = try await app.finish(typing: ["retry", "", "quit"])

        #expect(
            failed.contains("! Server unavailable: The authentication server could not complete the request.")
        )
        #expect(status.stdout.contains("  POST /v1/auth/refresh: answers 503, 46 more times"))
        #expect(result.status == 0)
        #expect(occurrences(of: Self.played, in: result.stderr) == 4, "the first attempt and 3 retries")
        #expect(!result.stderr.contains("sessionEnded"), "the session is kept")
        #expect(result.stdout.contains("Your account has one role"), "retry works once the server answers")
        let after = try await scenario.control(["status"])
        #expect(after.stdout.contains("Session: signed in until"))
        expectNothingSecret(result)
    }

    @Test("401 on refresh: the session ends, with the reason")
    func unauthorizedEndsTheSession() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        let app = try await scenario.appAfterPinLogin()
        try await scenario.control(["faults", "add", "POST /v1/auth/refresh", "--status", "401"])
        try await scenario.control(["clock", "advance", "16m"])

        let result = try await app.finish(typing: ["context", "quit"])

        #expect(result.status == 0)
        #expect(result.stderr.contains("401 for POST /v1/auth/refresh (simulated fault)"))
        #expect(
            result.stdout.contains(
                "Session ended: The server no longer accepts this session. Log in again.\n\nWelcome\n"))
        #expect(result.stderr.contains("--> welcome: sessionEnded"))
        expectNothingSecret(result)
    }

    @Test(
        "a fault on the route start-up calls: the start-up error screen, and Retry once it is used up",
        arguments: [
            (["--unreachable"], "! No connection: The authentication server could not be reached."),
            (
                ["--status", "503"],
                "! Server unavailable: The authentication server could not complete the request."
            ),
        ])
    func startupShowsItsErrorScreen(kind: [String], message: String) async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        try await scenario.control(["faults", "add", "GET /v1/config"] + kind)

        let result = try await scenario.runner.run(input: ["retry", "quit"])

        #expect(result.status == 0)
        let startup = text(after: "Start-up\n========\n", in: result.stdout)
        #expect(startup.hasPrefix(message))
        #expect(startup.contains("1) Retry  [retry]"))
        #expect(text(after: "Choose: ", in: startup).contains("Logged in as Edsger Dijkstra"))
    }

    @Test("status shows the faults in force; faults clear removes them")
    func statusShowsFaults() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        try await scenario.control(["faults", "add", "GET /v1/auth/me", "--slow", "1.5", "--times", "3"])
        try await scenario.control(["faults", "add", "POST /v1/auth/refresh", "--malformed"])

        let text = try await scenario.control(["status"])
        let json = try await scenario.control(["status", "--json"])
        let listed = try await scenario.control(["faults"])
        try await scenario.control(["faults", "clear"])

        #expect(
            text.stdout.hasPrefix(
                "Faults in force (2); the first that matches a request applies:\n"
                    + "  GET /v1/auth/me: answers after 1.5s, 3 more times\n"
                    + "  POST /v1/auth/refresh: answers 200 with a body that is not JSON, 1 more time\n\n"))
        #expect(listed.stdout.hasPrefix("Faults in force (2); the first that matches a request applies:\n"))
        #expect(
            json.stdout.hasSuffix(
                #","simulation":{"clockOffsetSeconds":0,"faults":[{"method":"GET","path":"/v1/auth/me","#
                    + #""kind":"slow","delayMilliseconds":1500,"remaining":3},{"method":"POST","#
                    + #""path":"/v1/auth/refresh","kind":"malformed","remaining":1}]}}"# + "\n"))
        await #expect(try scenario.control(["status"]).stdout.hasPrefix("Profiles on this device (1):"))
    }
}
