import TestSupport
import Testing

/// A session ended by another run of the app (its Log out revokes the session on the server and
/// clears it on the device) while this run waits on a screen that needs it: the next action there
/// finds it over, and this run goes straight to Welcome, which says why. One policy decides it on
/// every such screen; the Dashboard's case is in `ContextsTests`.
@Suite("A session ended elsewhere, met on each screen that needs one, through the built binary")
struct SessionEndedTests {
    /// What Welcome says for each way the engine reports the ended session: a call that reaches the
    /// server meets the revocation; one that first reads the session on this device finds none.
    private static let revoked = "Session ended: The session was revoked. Log in again."
    private static let notLoggedIn = "Not logged in: You are not logged in. Log in again."

    @Test("on Switch role or school: choosing a role finds the session over")
    func onSwitchContext() async throws {
        let stdout = try await endSessionElsewhere(
            opening: ["context"], waitingFor: ["Number (empty line to go back): "], thenTyping: ["1"])

        expectWelcome(in: stdout, saying: Self.notLoggedIn)
        #expect(!stdout.contains("Now acting as"))
    }

    @Test("on Mobile authentication: enrolling finds the session over")
    func onMobileAuth() async throws {
        let stdout = try await endSessionElsewhere(
            opening: ["mobile"], waitingFor: ["Choose: "], thenTyping: ["enroll"])

        expectWelcome(in: stdout, saying: Self.notLoggedIn)
        #expect(!stdout.contains("Enrolled for mobile authentication and push."))
    }

    @Test("on Profile: listing the devices finds the session over; no detour through the Dashboard")
    func onProfile() async throws {
        let stdout = try await endSessionElsewhere(
            opening: ["profile"], waitingFor: ["Choose: "], thenTyping: ["devices"])

        expectWelcome(in: stdout, saying: Self.revoked)
        #expect(!stdout.contains("Devices this account is registered on:"))
    }

    @Test("on Authenticators: removing one finds the session over; no detour through the Dashboard")
    func onAuthenticators() async throws {
        let password = "blue-heron-42"
        let stdout = try await endSessionElsewhere(
            opening: ["authenticators", "register", "password", Journey.pin, password, password],
            waitingFor: ["Registered: PIN, password", "Choose: "], thenTyping: ["remove", "password"],
            secrets: [password])

        expectWelcome(in: stdout, saying: Self.notLoggedIn)
        #expect(!stdout.contains("was removed"))
    }

    // MARK: Helpers

    /// Starts the app on a copy of the prepared home (signed in), types `opening` and reads up to
    /// each of `markers` in turn; then another run logs out, and this one types `action`, then
    /// `quit`. Returns what this run printed, having checked that it went to Welcome by the
    /// session's end (no detour), quit cleanly, printed no secret, and left no session for the
    /// next run.
    private func endSessionElsewhere(
        opening: [String], waitingFor markers: [String], thenTyping action: [String], secrets: [String] = []
    ) async throws -> String {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let app = try runner.start(["--trace"])
        _ = try await app.read(until: "Choose: ")
        try app.type(opening)
        for marker in markers { _ = try await app.read(until: marker) }

        let other = try await runner.run(input: ["logout", "quit"])
        #expect(other.stdout.contains("Logged out."))
        let result = try await app.finish(typing: action + ["quit"])

        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("Choose: \nGoodbye.\n"), "quit at Welcome")
        #expect(result.stderr.contains("--> welcome: sessionEnded"))
        #expect(!result.stderr.contains("--> dashboard: back"), "the session's end takes no detour")
        for secret in Journey.secrets + secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed")
        }
        let next = try await runner.run(input: ["quit"])
        #expect(next.stdout.hasPrefix("\nWelcome\n=======\n"), "no session is left to restore")
        return result.stdout
    }

    /// Checks that Welcome was shown once, after the session's screens, with `notice` first.
    private func expectWelcome(in stdout: String, saying notice: String) {
        guard let noticeRange = stdout.range(of: notice),
            let welcome = stdout.range(of: "Welcome\n=======\n")
        else {
            Issue.record("expected Welcome saying \"\(notice)\"\n--- output ---\n\(stdout)")
            return
        }
        #expect(noticeRange.upperBound <= welcome.lowerBound, "the notice comes first")
        #expect(stdout.components(separatedBy: "Logged in as").count == 2, "the Dashboard only at the start")
        #expect(stdout.components(separatedBy: "Welcome\n=======\n").count == 2)
    }
}
