import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("Startup's and Welcome's tracing decorators")
struct TracingStartupWelcomeTests {
    @Test(
        "Startup's interactor decorator says what start-up found",
        arguments: [
            (SessionRestore.restored("prf_ada"), "session restored for profile prf_ada"),
            (.noSession(discarded: nil), "no session"),
            (.noSession(discarded: .expired), "no session (one discarded: expired)"),
        ])
    func startupInteractor(restore: SessionRestore, described: String) async throws {
        let spy = StartupSeamSpy()
        spy.restore = restore
        let sut = TracingStartupInteractor(base: spy, trace: spy.log.trace("Startup"))

        #expect(try await sut.start() == restore)

        #expect(
            spy.log.entries == [
                .hop("trace: Startup: Presenter -> Interactor: start()"), .call(.start),
                .hop("trace: Startup: Interactor -> Presenter: \(described)"),
            ])
    }

    @Test("Startup's routing and view decorators trace each call before they forward it")
    func startupRoutingAndView() async {
        let spy = StartupSeamSpy()
        let routing = TracingStartupRouting(base: spy, trace: spy.log.trace("Startup"))
        let view = TracingStartupView(presenter: spy, trace: spy.log.trace("Startup"))
        view.attach(to: spy, loop: spy.loop)
        let menu = Menu([Menu.Item(StartupAction.retry, keyword: "retry", title: "Retry")])
        let error = ErrorPresentation(.serverUnreachable)

        await view.viewDidLoad()
        view.showStartFailure(title: "Start-up", error, menu: menu)
        await view.didSubmit("again")
        await view.viewDidReachEndOfInput()
        routing.startupDidRestoreSession(profileId: "prf_ada")
        routing.startupFoundNoSession(notice: .sessionDiscarded(.expired))

        #expect(
            spy.log.entries == [
                .hop("trace: Startup: View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                .hop("trace: Startup: Presenter -> View: showStartFailure(\(error.title), 1 choices)"),
                .call(.showStartFailure(title: "Start-up", error, menu: ["retry"])),
                .hop("trace: Startup: View -> Presenter: didSubmit(\"again\")"), .call(.didSubmit("again")),
                .hop("trace: Startup: View -> Presenter: viewDidReachEndOfInput()"),
                .call(.viewDidReachEndOfInput),
                .hop("trace: Startup: Presenter -> Router: startupDidRestoreSession(profileId: prf_ada)"),
                .call(.didRestoreSession(profileId: "prf_ada")),
                .hop("trace: Startup: Presenter -> Router: startupFoundNoSession(notice:)"),
                .call(.foundNoSession(notice: .sessionDiscarded(.expired))),
            ])
    }

    @Test("Welcome's interactor decorator hands over every use case between its two hops")
    func welcomeInteractor() async throws {
        let spy = WelcomeSeamSpy()
        let sut = TracingWelcomeInteractor(base: spy, trace: spy.log.trace("Welcome"))

        #expect(try await sut.profiles() == [WelcomeSeamSpy.ada])
        #expect(try await sut.implicitData(profileId: "prf_ada") == "ada@example.org (user usr_ada)")
        #expect(try await sut.startLogin(profileId: "prf_ada") == .needsPin)
        spy.loginStart = .signedIn(DashboardSeamSpy.session)
        #expect(try await sut.startLogin(profileId: "prf_ada") == .signedIn(DashboardSeamSpy.session))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: profiles()"), .call(.profiles),
                hop("Interactor -> Presenter: 1 profile(s)"),
                hop("Presenter -> Interactor: implicitData(profileId: prf_ada)"),
                .call(.implicitData(profileId: "prf_ada")), hop("Interactor -> Presenter: implicit data"),
                hop("Presenter -> Interactor: startLogin(profileId: prf_ada)"),
                .call(.startLogin(profileId: "prf_ada")),
                hop("Interactor -> Presenter: PIN requested"),
                hop("Presenter -> Interactor: startLogin(profileId: prf_ada)"),
                .call(.startLogin(profileId: "prf_ada")),
                hop("Interactor -> Presenter: signed in to profile prf_ada"),
            ])
    }

    @Test("Welcome's routing decorator writes one hop before each call it forwards")
    func welcomeRouting() {
        let spy = WelcomeSeamSpy()
        let sut = TracingWelcomeRouting(base: spy, trace: spy.log.trace("Welcome"))

        sut.welcomeDidChooseRegistration()
        sut.welcomeDidStartLogin()
        sut.welcomeDidSignIn(profileId: "prf_ada")
        sut.welcomeDidQuit()

        #expect(
            spy.log.entries == [
                hop("Presenter -> Router: welcomeDidChooseRegistration()"), .call(.didChooseRegistration),
                hop("Presenter -> Router: welcomeDidStartLogin()"), .call(.didStartLogin),
                hop("Presenter -> Router: welcomeDidSignIn(profileId: prf_ada)"),
                .call(.didSignIn(profileId: "prf_ada")),
                hop("Presenter -> Router: welcomeDidQuit()"), .call(.didQuit),
            ])
    }

    @Test("Welcome's view decorator traces what it is shown and the lines it hands over")
    func welcomeView() async {
        let spy = WelcomeSeamSpy()
        let sut = TracingWelcomeView(presenter: spy, trace: spy.log.trace("Welcome"))
        sut.attach(to: spy, loop: spy.loop)
        let item = ProfileListItem(label: "Ada Lovelace <ada@example.org>", isSelected: true)
        let menu = Menu([Menu.Item(WelcomeAction.login, keyword: "login", title: "Log in")])
        let choices = Menu([Menu.Item(0, keyword: "ada@example.org", title: "Ada Lovelace")])

        await sut.viewDidLoad()
        sut.showHeading(title: "Welcome", lines: ["Profiles on this device:"])
        sut.showProfiles([item])
        sut.showImplicitData("Your account: ada@example.org")
        sut.showImplicitDataUnavailable("Your account could not be read.")
        sut.showMenu(menu)
        sut.showProfileChoices("Choose a profile:", choices, prompt: .text("Profile"))
        spy.loop.prompt = .text("Profile")
        await sut.didSubmit("ada@example.org")
        await sut.viewDidReachEndOfInput()

        #expect(
            spy.log.entries == [
                hop("View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                hop("Presenter -> View: showHeading(title: Welcome, 1 lines)"),
                .call(.showHeading(title: "Welcome", lines: ["Profiles on this device:"])),
                hop("Presenter -> View: showProfiles(1 profile(s))"), .call(.showProfiles([item])),
                hop("Presenter -> View: showImplicitData(_:)"),
                .call(.showImplicitData("Your account: ada@example.org")),
                hop("Presenter -> View: showImplicitDataUnavailable(_:)"),
                .call(.showImplicitDataUnavailable("Your account could not be read.")),
                hop("Presenter -> View: showMenu(1 choices)"), .call(.showMenu(["login"])),
                hop("Presenter -> View: showProfileChoices(1 choices)"),
                .call(
                    .showProfileChoices("Choose a profile:", ["ada@example.org"], prompt: .text("Profile"))),
                hop("View -> Presenter: didSubmit(\"ada@example.org\")"),
                .call(.didSubmit("ada@example.org")),
                hop("View -> Presenter: viewDidReachEndOfInput()"), .call(.viewDidReachEndOfInput),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<WelcomeSeamSpy.Call>.Entry {
        .hop("trace: Welcome: " + line)
    }
}
