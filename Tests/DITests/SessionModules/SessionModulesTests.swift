import AuthEngine
import Router
import TestSupport
import Testing

@testable import DI
@testable import Interactors
@testable import Presenters
@testable import Views

/// Startup, Welcome and Dashboard built by the real composition root and run by the real router on a
/// real engine in a temporary home, with a scripted terminal.
@MainActor
@Suite("Startup, Welcome and Dashboard, wired and run")
struct SessionModulesTests {
    @Test("a fresh home starts on Welcome with nothing to log in to, and Quit ends the run")
    func freshHome() async throws {
        let home = try SessionModulesHome()
        defer { home.remove() }
        let terminal = ScriptedTerminal(lines: ["quit"])

        let end = await home.makeRouter(terminal: terminal).run()

        #expect(end == .quit)
        #expect(
            terminal.output == """

                Welcome
                =======
                No profiles are registered on this device yet.
                  1) Register  [register]
                  2) Quit  [quit]
                Choose: quit

                """)
    }

    @Test(
        "with --trace, a run writes every hop: View -> Presenter -> Interactor -> Engine, then Presenter -> View and Presenter -> Router, then the router's edge"
    )
    func tracedRun() async throws {
        let home = try SessionModulesHome()
        defer { home.remove() }
        let recorder = TraceRecorder()
        let container = home.makeContainer(
            terminal: ScriptedTerminal(lines: ["quit"]), tracer: recorder.tracer)
        let router = container.makeRouter()

        let end = await router.run()

        #expect(end == .quit)
        #expect(
            recorder.lines == [
                "trace: Startup: View -> Presenter: viewDidLoad()",
                "trace: Startup: Presenter -> View: showProgress(Starting…)",
                "trace: Startup: Presenter -> Interactor: start()",
                "trace: Engine: Interactor -> Engine: GET /v1/config",
                "trace: Engine: Engine -> Interactor: 200 for GET /v1/config",
                "trace: Startup: Interactor -> Presenter: no session",
                "trace: Startup: Presenter -> View: hideProgress()",
                "trace: Startup: Presenter -> Router: startupFoundNoSession(notice:)",
                "trace: Router: Router -> View: startup --> welcome: noSession",
                "trace: Welcome: View -> Presenter: viewDidLoad()",
                "trace: Welcome: Presenter -> Interactor: profiles()",
                "trace: Welcome: Interactor -> Presenter: 0 profile(s)",
                "trace: Welcome: Presenter -> View: showTitle(Welcome)",
                "trace: Welcome: Presenter -> View: showLines(1 lines)",
                "trace: Welcome: Presenter -> View: showLines(0 lines)",
                "trace: Welcome: Presenter -> View: showMenu(2 choices)",
                "trace: Welcome: Presenter -> View: ask(\"Choose\")",
                "trace: Welcome: View -> Presenter: didChoose(quit)",
                "trace: Welcome: Presenter -> Router: welcomeDidQuit()",
                "trace: Router: Router -> View: welcome --> exit: quit",
            ])
    }

    @Test("a stored session opens the dashboard; logging out goes to Welcome, which says so")
    func restoreAndLogOut() async throws {
        let home = try SessionModulesHome()
        defer { home.remove() }
        let userId = try await home.registerInEarlierRun()
        let terminal = ScriptedTerminal(lines: ["logout", "quit"])

        let end = await home.makeRouter(terminal: terminal).run()

        #expect(end == .quit)
        #expect(
            terminal.output == """

                Dashboard
                =========
                Logged in as Lin Example <lin@example.org>
                Guest at Riverside Secondary (Visitors)
                \(Self.dashboardMenu)Choose: logout
                Logged out.

                Welcome
                =======
                Profiles on this device:
                  * Lin Example <lin@example.org>
                Your account, read from the server without your PIN (implicit authentication): lin@example.org (user \(userId))
                  1) Log in  [login]
                  2) Register  [register]
                  3) Quit  [quit]
                Choose: quit

                """)
    }

    /// The menu of a profile's dashboard as the terminal shows it, printed from its one definition.
    private static var dashboardMenu: String {
        let terminal = ScriptedTerminal(lines: [])
        ScreenWriter(terminal: terminal).menu(Menu(DashboardPresenter.menuItems))
        return terminal.output
    }

    @Test("end of input on the dashboard keeps the session: the next run restores it")
    func endOfInputKeepsSession() async throws {
        let home = try SessionModulesHome()
        defer { home.remove() }
        _ = try await home.registerInEarlierRun()

        let first = await home.makeRouter(terminal: ScriptedTerminal(lines: [])).run()
        let nextTerminal = ScriptedTerminal(lines: ["quit"])
        let next = await home.makeRouter(terminal: nextTerminal).run()

        #expect(first == .endOfInput)
        #expect(next == .quit)
        #expect(nextTerminal.output.contains("Logged in as Lin Example <lin@example.org>"))
    }

}

/// A temporary home, and the container and router of one run of the app on it.
@MainActor
private struct SessionModulesHome {
    let home: TemporaryEngineHome

    init() throws {
        home = try TemporaryEngineHome()
    }

    func makeContainer(terminal: ScriptedTerminal, tracer: Tracer = .disabled) -> Container {
        Container.make(settings: home.settings(), tracer: tracer, terminal: terminal)
    }

    func makeRouter(terminal: ScriptedTerminal) -> AppRouter {
        makeContainer(terminal: terminal).makeRouter()
    }

    /// Signs up and registers the test account as an earlier run of the app would have; returns
    /// the account's user id (part of its implicit data).
    func registerInEarlierRun() async throws -> String {
        let client = try await home.makeHost().start()
        _ = try await home.signUpAndRegister(on: client)
        guard let userId = try await client.profiles().first?.userId else {
            throw SessionModulesHomeError.noProfile
        }
        return userId
    }

    func remove() {
        home.remove()
    }
}

private enum SessionModulesHomeError: Error {
    case noProfile
}
