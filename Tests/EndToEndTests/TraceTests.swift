import TestSupport
import Testing

/// `--trace` through the built binary: each hop a line on standard error, and never a secret —
/// written where every module passes (the view's screen loop and writer, the router) and by the
/// tracing decorator the composition root puts around each module's interactor.
@Suite("--trace, hop by hop")
struct TraceTests {
    @Test("a dashboard action is traced from the view to the engine and back, then to the router")
    func dashboardAction() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(["--trace"], input: ["idtoken", "quit"])

        #expect(result.status == 0)
        let profile = try #require(Self.restoredProfile(in: result.stderr))
        expectHops(
            [
                "Dashboard: View -> Presenter: didChoose(idtoken)",
                "Dashboard: Presenter -> Interactor: session(profileId: \(profile))",
                "Engine: Interactor -> Engine: GET /v1/auth/me",
                "Engine: Engine -> Interactor: 200 for GET /v1/auth/me",
                "Dashboard: Interactor -> Presenter: session",
                "Dashboard: Presenter -> Interactor: idToken(profileId: \(profile))",
                "Dashboard: Interactor -> Presenter: ID token, ",
                "Dashboard: Presenter -> View: showLines(",
                "Dashboard: Presenter -> View: showMenu(",
                "Dashboard: Presenter -> View: ask(\"Choose\")",
                "Dashboard: View -> Presenter: didChoose(quit)",
                "Dashboard: Presenter -> Router: dashboardDidQuit()",
                "Router: Router -> View: dashboard --> exit: quit",
            ], in: result.stderr)
        #expect(!result.allOutput.contains("eyJ"), "a token was printed or traced")
    }

    @Test("a login is traced from Welcome's choice to the router, and the PIN only by its length")
    func login() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(["--trace"], input: ["logout", "login", Journey.pin, "quit"])

        #expect(result.status == 0)
        let profile = try #require(Self.restoredProfile(in: result.stderr))
        expectHops(
            [
                "Dashboard: Presenter -> Interactor: endSession(owner: profile \(profile))",
                "Engine: Interactor -> Engine: POST /v1/auth/logout",
                "Engine: Engine -> Interactor: 200 for POST /v1/auth/logout",
                "Dashboard: Interactor -> Presenter: session ended: loggedOut",
                "Dashboard: Presenter -> Router: dashboardDidLogOut(notice:)",
                "Router: Router -> View: dashboard --> welcome: loggedOut",
                "Welcome: View -> Presenter: viewDidLoad()",
            ], in: result.stderr)
        expectHops(
            [
                "Welcome: View -> Presenter: didChoose(login)",
                "Welcome: Presenter -> Interactor: startLogin(profileId: \(profile))",
                "Engine: Interactor -> Engine: POST /v1/auth/login/start",
                "Engine: Engine -> Interactor: 200 for POST /v1/auth/login/start",
                "Welcome: Interactor -> Presenter: PIN requested",
                "Welcome: Presenter -> Router: welcomeDidStartLogin(_:)",
                "Router: Router -> View: welcome --> pinChallenge: pinRequested",
            ], in: result.stderr)
        expectHops(
            [
                "PinChallenge: View -> Presenter: didEnter(5 characters, hidden)",
                "PinChallenge: Presenter -> View: showProgress(Checking your PIN…)",
                "PinChallenge: Presenter -> Interactor: answer(5 characters, hidden)",
                "Engine: Interactor -> Engine: POST /v1/auth/login",
            ], in: result.stderr)
        expectHops(
            [
                "PinChallenge: Interactor -> Presenter: signed in to profile \(profile)",
                "PinChallenge: Presenter -> View: hideProgress()",
                "PinChallenge: Presenter -> Router: pinChallengeDidSignIn(owner:)",
                "Router: Router -> View: pinChallenge --> dashboard: signedIn",
            ], in: result.stderr)
        for secret in Journey.secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed or traced")
        }
    }

    @Test("an answer to the disconnect question is traced by its length, not as typed")
    func disconnectAnswer() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(
            ["--trace"], input: ["profile", "disconnect", Journey.pin, "back", "quit"])

        #expect(result.status == 0)
        expectHops(
            [
                "Profile: View -> Presenter: didChoose(disconnect)",
                "Profile: Presenter -> View: showLines(1 lines)",
                "Profile: Presenter -> View: ask(\"",
                "Profile: View -> Presenter: didEnter(\(Journey.pin.count) characters, hidden)",
                "Profile: Presenter -> View: showNotice(_:)",
                "Profile: Presenter -> View: showMenu(5 choices)",
                "Profile: Presenter -> View: ask(\"Choose\")",
                "Profile: View -> Presenter: didChoose(back)",
            ], in: result.stderr)
        #expect(!result.allOutput.contains(Journey.pin), "the PIN typed by mistake was printed or traced")
    }

    // MARK: Helpers

    /// Checks that `stderr` has the trace lines `expected`, one after the other, each starting with
    /// `trace: ` and its text (a text that ends in a count stops before it).
    private func expectHops(_ expected: [String], in stderr: String) {
        let lines = stderr.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: "trace: " + expected[0]) else {
            Issue.record("no hop \(expected[0])\n--- trace ---\n\(stderr)")
            return
        }
        let actual = Array(lines[start...].prefix(expected.count))
        let matches =
            actual.count == expected.count
            && zip(actual, expected).allSatisfy { line, text in line.hasPrefix("trace: " + text) }
        #expect(matches, "expected, in order:\n\(expected.joined(separator: "\n"))\n--- trace ---\n\(stderr)")
    }

    /// The profile whose stored session start-up restored, as the trace names it.
    private static func restoredProfile(in stderr: String) -> String? {
        let marker = "trace: Dashboard: Presenter -> Interactor: session(profileId: "
        guard let line = stderr.split(separator: "\n").first(where: { $0.hasPrefix(marker) }) else {
            return nil
        }
        return String(line.dropFirst(marker.count).dropLast())
    }
}
