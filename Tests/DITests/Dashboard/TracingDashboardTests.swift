import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("The Dashboard's tracing decorators")
struct TracingDashboardTests {
    @Test("the interactor decorator hands over every use case between its two hops and returns the answer")
    func interactor() async throws {
        let spy = DashboardSeamSpy()
        let sut = TracingDashboardInteractor(base: spy, trace: spy.log.trace("Dashboard"))

        #expect(try await sut.session(profileId: "prf_ada") == DashboardSeamSpy.session)
        #expect(try await sut.idToken(profileId: "prf_ada") == DashboardSeamSpy.idToken)
        #expect(try await sut.appDetails() == DashboardSeamSpy.appInfo)
        #expect(try await sut.appToWebURL(profileId: "prf_ada") == DashboardSeamSpy.webURL)
        #expect(try await sut.statelessSession() == DashboardSeamSpy.session)
        #expect(try await sut.refreshStatelessSession() == DashboardSeamSpy.session)
        #expect(await sut.endSession(owner: .stateless) == .loggedOut)
        #expect(sut.homeOption == spy.homeOption)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: session(profileId: prf_ada)"),
                .call(.session(profileId: "prf_ada")),
                hop("Interactor -> Presenter: session"),
                hop("Presenter -> Interactor: idToken(profileId: prf_ada)"),
                .call(.idToken(profileId: "prf_ada")),
                hop("Interactor -> Presenter: ID token, 2 claims"),
                hop("Presenter -> Interactor: appDetails()"), .call(.appDetails),
                hop("Interactor -> Presenter: app details"),
                hop("Presenter -> Interactor: appToWebURL(profileId: prf_ada)"),
                .call(.appToWebURL(profileId: "prf_ada")), hop("Interactor -> Presenter: app-to-web URL"),
                hop("Presenter -> Interactor: statelessSession()"), .call(.statelessSession),
                hop("Interactor -> Presenter: stateless session"),
                hop("Presenter -> Interactor: refreshStatelessSession()"), .call(.refreshStatelessSession),
                hop("Interactor -> Presenter: stateless session refreshed"),
                hop("Presenter -> Interactor: endSession(owner: the stateless session)"),
                .call(.endSession(owner: .stateless)),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    @Test("the app-to-web URL's one-time token reaches the presenter but never the trace")
    func webURLIsNotTraced() async throws {
        let spy = DashboardSeamSpy()
        let sut = TracingDashboardInteractor(base: spy, trace: spy.log.trace("Dashboard"))

        let url = try await sut.appToWebURL(profileId: "prf_ada")

        #expect(url.contains("t0k3n-0nce"))
        #expect(!spy.log.hops.joined().contains("t0k3n-0nce"))
    }

    @Test("a use case that fails is traced with its error, which reaches the presenter unchanged")
    func failure() async {
        let spy = DashboardSeamSpy()
        spy.sessionFailure = .sessionEnded(.revoked)
        let sut = TracingDashboardInteractor(base: spy, trace: spy.log.trace("Dashboard"))

        await #expect(throws: AppError.sessionEnded(.revoked)) {
            try await sut.session(profileId: "prf_ada")
        }
        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: session(profileId: prf_ada)"),
                .call(.session(profileId: "prf_ada")),
                hop(
                    "Interactor -> Presenter: session(profileId: prf_ada) failed: \(AppError.sessionEnded(.revoked))"
                ),
            ])
    }

    @Test("the routing decorator writes one hop before each call it forwards")
    func routing() {
        let spy = DashboardSeamSpy()
        let sut = TracingDashboardRouting(base: spy, trace: spy.log.trace("Dashboard"))

        sut.dashboardDidLogOut(notice: .loggedOut(.loggedOut))
        sut.dashboardDidChooseAnotherProfile()
        sut.dashboardDidQuit()
        sut.dashboardDidChoose(.mobileAuth, profileId: "prf_ada")
        sut.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Router: dashboardDidLogOut(notice:)"),
                .call(.didLogOut(notice: .loggedOut(.loggedOut))),
                hop("Presenter -> Router: dashboardDidChooseAnotherProfile()"),
                .call(.didChooseAnotherProfile),
                hop("Presenter -> Router: dashboardDidQuit()"), .call(.didQuit),
                hop("Presenter -> Router: dashboardDidChoose(mobileAuth, profileId: prf_ada)"),
                .call(.didChoose(.mobileAuth, profileId: "prf_ada")),
                hop("Presenter -> Router: sessionDidEnd(notice:)"),
                .call(.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))),
            ])
    }

    @Test("the routing decorator holds its router weakly, as the presenter does")
    func routingHoldsRouterWeakly() {
        let log = DecoratorLog<DashboardSeamSpy.Call>()
        weak var released: DashboardSeamSpy?
        let sut: TracingDashboardRouting
        do {
            let spy = DashboardSeamSpy()
            released = spy
            sut = TracingDashboardRouting(base: spy, trace: log.trace("Dashboard"))
        }

        sut.dashboardDidQuit()

        #expect(released == nil)
        #expect(log.hops == ["trace: Dashboard: Presenter -> Router: dashboardDidQuit()"])
    }

    @Test("the view decorator traces what the view hands over and what it is shown, never the lines shown")
    func view() async {
        let spy = DashboardSeamSpy()
        let sut = TracingDashboardView(presenter: spy, trace: spy.log.trace("Dashboard"))
        sut.attach(to: spy, loop: spy.loop)
        let menu = Menu([Menu.Item(DashboardAction.logout, keyword: "logout", title: "Log out")])

        await sut.viewDidLoad()
        await sut.didSubmit("web")
        sut.showHeading(
            title: "Dashboard",
            lines: ["Logged in as Ada Lovelace <ada@example.org>", "Teacher at Northfield Primary"])
        sut.showMenu(menu)
        sut.showDetails(heading: "Sign in on the web:", lines: [DashboardSeamSpy.webURL])
        await sut.viewDidReachEndOfInput()

        #expect(
            spy.log.entries == [
                hop("View -> Presenter: viewDidLoad()"), .call(.viewDidLoad),
                hop("View -> Presenter: didSubmit(\"web\")"), .call(.didSubmit("web")),
                hop("Presenter -> View: showHeading(title: Dashboard, 2 lines)"),
                .call(
                    .showHeading(
                        title: "Dashboard",
                        lines: [
                            "Logged in as Ada Lovelace <ada@example.org>", "Teacher at Northfield Primary",
                        ])),
                hop("Presenter -> View: showMenu(1 choices)"), .call(.showMenu(["logout"])),
                hop("Presenter -> View: showDetails(heading: Sign in on the web:, 1 lines)"),
                .call(.showDetails(heading: "Sign in on the web:", lines: [DashboardSeamSpy.webURL])),
                hop("View -> Presenter: viewDidReachEndOfInput()"), .call(.viewDidReachEndOfInput),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<DashboardSeamSpy.Call>.Entry {
        .hop("trace: Dashboard: " + line)
    }
}
