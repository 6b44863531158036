import Foundation
import TestSupport
import Testing

/// Switching role or school, app details, app-to-web, and sessions ended by the server, through the
/// built binary on copies of the prepared home (a self-signed-up guest: one membership).
@Suite("Contexts, app details, app-to-web and ended sessions through the built binary")
struct ContextsTests {
    @Test(
        "switch role or school: bad numbers are refused, the role is chosen, a new token is issued (not shown)"
    )
    func switchContext() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(["--trace"], input: ["context", "x", "0", "2", "1", "quit"])

        #expect(result.status == 0)
        expectInOrder(
            [
                "Switch role or school",
                "Your account has one role; choosing it again issues a new access token.",
                "  1) Guest at Riverside Secondary (Visitors)  (active)",
                "Number (empty line to go back): ",
                "! Please type 1, or an empty line to go back.",
                "! Please type 1, or an empty line to go back.",
                "! Please type 1, or an empty line to go back.",
                "Now acting as Guest at Riverside Secondary (Visitors). A new access token was issued.",
                "Dashboard",
                "Guest at Riverside Secondary (Visitors)",
                "Goodbye.",
            ], in: result.stdout)
        #expect(
            result.stderr.contains(
                "trace: Router: Router -> View: switchContext --> dashboard: contextSwitched"))
        expectNoSecrets(result)
    }

    @Test("an empty line at the role prompt goes back to the dashboard; end of input there exits cleanly")
    func switchContextBackAndEndOfInput() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let back = try await runner.run(input: ["context", "", "quit"])
        let ended = try await runner.run(input: ["context"])

        #expect(back.status == 0)
        expectInOrder(["Switch role or school", "Dashboard", "Goodbye."], in: back.stdout)
        #expect(!back.stdout.contains("Now acting as"))
        #expect(ended.status == 0)
        #expect(ended.stdout.hasSuffix("Number (empty line to go back): \n\nEnd of input. Goodbye.\n"))
        let next = try await runner.run(input: ["quit"])
        #expect(next.stdout.contains("Logged in as Edsger Dijkstra"))
    }

    @Test("app details: app id, version and platform")
    func appDetails() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(input: ["app", "quit"])

        #expect(result.status == 0)
        expectInOrder(
            [
                "App details:", "  App id:   viper-auth-cli", "  Version:  1.0.0", "  Platform: linux",
                "Choose: ",
            ], in: result.stdout)
        expectNoSecrets(result)
    }

    @Test("app-to-web prints a one-time URL and the command that opens it; the trace never shows its token")
    func appToWeb() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(["--trace"], input: ["web", "web", "quit"])

        #expect(result.status == 0)
        let prefix = "https://web.viper-auth.local/sso?token="
        let urls = result.stdout.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(prefix) }
        #expect(urls.count == 2)
        #expect(Set(urls).count == 2, "each request gives a new one-time URL")
        for url in urls {
            #expect(
                result.stdout.contains("  Open it with: viper-auth browser --home '\(runner.home)' '\(url)'"))
            #expect(!result.stderr.contains(url.dropFirst(prefix.count)))
        }
        expectNoSecrets(result)
    }

    @Test(
        "the app-to-web command as printed opens the link on the app's home; another home knows no such link")
    func appToWebCommandUsesAppHome() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        let otherHome = try BinaryRunner.withNewHome()
        defer {
            runner.remove()
            otherHome.remove()
        }
        let app = try await runner.run(input: ["web", "quit"])
        let hint = try #require(
            app.stdout.split(separator: "\n").first { $0.hasPrefix("  Open it with: ") }
        ).dropFirst("  Open it with: ".count)
        let url = try #require(hint.split(separator: " ").last?.dropFirst().dropLast()).description

        #expect(hint == "viper-auth browser --home '\(runner.home)' '\(url)'")
        // On another home first (the link is single use), then the printed words, unquoted as a shell would.
        let elsewhere = try await otherHome.run(["browser", "--home", otherHome.home, url], addHome: false)
        let opened = try await runner.run(["browser", "--home", runner.home, url], addHome: false)

        #expect(elsewhere.status == 1)
        #expect(opened.status == 0)
        #expect(opened.stdout.hasPrefix("Signed in on the web as "))
    }

    @Test(
        "a session ended on the server while a copy stays stored: the next run goes to Welcome and says why")
    func sessionRevokedBeforeStart() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let files = FileManager.default
        try files.copyItem(atPath: runner.home + "/device", toPath: runner.home + "/device.kept")
        let logout = try await runner.run(input: ["logout", "quit"])
        #expect(logout.stdout.contains("Logged out."))
        try files.removeItem(atPath: runner.home + "/device")
        try files.moveItem(atPath: runner.home + "/device.kept", toPath: runner.home + "/device")

        let result = try await runner.run(input: ["quit"])

        #expect(result.status == 0)
        expectInOrder(
            ["The session was revoked.", "Welcome", "  * Edsger Dijkstra", "Goodbye."], in: result.stdout)
        #expect(!result.stdout.contains("Logged in as"))
        let next = try await runner.run(input: ["quit"])
        #expect(next.stdout.contains("Welcome\n=======\n"), "the ended session was removed from the device")
    }

    @Test(
        "a session revoked by a second process while the first waits on its dashboard ends at its next action"
    )
    func sessionRevokedWhileOnDashboard() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let app = try runner.start()
        _ = try await app.read(until: "Logged in as Edsger Dijkstra")
        _ = try await app.read(until: "Choose: ")

        let other = try await runner.run(input: ["logout", "quit"])
        #expect(other.stdout.contains("Logged out."))
        try app.type(["app"])
        let afterAction = try await app.read(until: "Choose: ")
        let result = try await app.finish(typing: ["quit"])

        #expect(result.status == 0)
        #expect(
            afterAction.contains(
                "Session ended: The session was revoked. Log in again.\n\nWelcome\n=======\n"))
        #expect(!afterAction.contains("App details:"))
    }

    // MARK: Helpers
}
