import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Dashboard presenter in a stateless session")
struct DashboardStatelessTests {
    private let statelessMenu =
        ["refresh"]
        + DashboardPresenter.menuItems.filter { !$0.action.requiresProfile }.map(
            \.keyword)
    private let statelessNotice = DashboardPresenter.statelessNotice

    private func makeSUT(notice: RouteNotice? = nil) -> (
        DashboardPresenter, DashboardViewSpy, DashboardInteractorMock, DashboardRouterSpy
    ) {
        let view = DashboardViewSpy()
        let interactor = DashboardInteractorMock()
        interactor.statelessSessions = [.success(DashboardFixtures.visitor)]
        let router = DashboardRouterSpy()
        let sut = DashboardPresenter(
            owner: .stateless, notice: notice, interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }

    private var screen: [DashboardViewSpy.Message] {
        [
            .showHeading(
                title: DashboardText.title,
                lines: [
                    DashboardText.loggedIn(as: "Grace Hopper <grace@viper-auth.example>"),
                    "Student at Riverside Secondary (Year 11)",
                ]),
            .showNotice(statelessNotice),
            .showMenu(statelessMenu),
        ]
    }

    @Test("without a profile the dashboard shows the stateless session and says what it is")
    func showsStatelessSession() async {
        let (sut, view, interactor, router) = makeSUT()

        await sut.viewDidLoad()

        #expect(view.messages == screen)
        #expect(interactor.calls == [.statelessSession])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "what needs a profile is not offered: choosing it is refused, and nothing is asked of the engine",
        arguments: DashboardPresenter.menuItems.map(\.action).filter(\.requiresProfile))
    func profileActionsNotOffered(action: DashboardAction) async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didChoose(action)

        #expect(
            view.messages == screen + [
                .showError(.problem(sut.menu.unknownChoiceMessage))
            ])
        #expect(interactor.calls == [.statelessSession])
        #expect(router.messages.isEmpty)
    }

    @Test("every choice of the stateless menu asks the engine for something or leaves the dashboard")
    func everyChoiceActs() async {
        let (shown, _, _, _) = makeSUT()
        await shown.viewDidLoad()

        for item in shown.menu.items {
            let (sut, _, interactor, router) = makeSUT()
            interactor.refreshedSessions = [.success(DashboardFixtures.visitor)]
            await sut.viewDidLoad()

            await sut.didChoose(item.action)

            #expect(interactor.calls.count > 1 || !router.messages.isEmpty, "\(item.keyword)")
        }
    }

    @Test(
        "what needs a profile registered on this device, and what does not",
        arguments: [
            (DashboardAction.idToken, true), (.appDetails, true), (.appToWeb, true), (.anotherProfile, false),
            (.logout, false), (.quit, false),
        ] + DashboardDestination.allCases.map { (DashboardAction.open($0), true) })
    func requiresProfile(action: DashboardAction, expected: Bool) {
        #expect(action.requiresProfile == expected)
    }

    @Test("log out ends the stateless session and Welcome says how it went")
    func logOut() async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didChoose(.logout)

        #expect(interactor.calls == [.statelessSession, .endSession(.stateless)])
        #expect(router.messages == [.didLogOut(notice: .loggedOut(.loggedOut))])
    }

    @Test("quit and another profile end the stateless session first: it cannot outlive the run")
    func leavingEndsSession() async {
        for (action, expected) in [
            (DashboardAction.quit, DashboardRouterSpy.Message.didQuit),
            (.anotherProfile, .didChooseAnotherProfile),
        ] {
            let (sut, _, interactor, router) = makeSUT()
            await sut.viewDidLoad()

            await sut.didChoose(action)

            #expect(interactor.calls == [.statelessSession, .endSession(.stateless)])
            #expect(router.messages == [expected])
        }
    }

    @Test("end of input ends the stateless session")
    func endOfInput() async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.viewDidReachEndOfInput()

        #expect(interactor.calls == [.statelessSession, .endSession(.stateless)])
        #expect(router.messages.isEmpty)
    }

    @Test("an expired stateless session goes to Welcome saying so")
    func expired() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.statelessSessions = [.failure(.notLoggedIn)]

        await sut.viewDidLoad()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.statelessSession, .endSession(.stateless)])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))])
    }

    @Test("refresh renews the session and says until when it now runs, then asks again")
    func refreshes() async {
        let (sut, view, interactor, router) = makeSUT()
        let renewed = UserSession(
            owner: .stateless, fullName: DashboardFixtures.visitor.fullName,
            email: DashboardFixtures.visitor.email, roleName: DashboardFixtures.visitor.roleName,
            schoolName: DashboardFixtures.visitor.schoolName,
            academicUnitName: DashboardFixtures.visitor.academicUnitName,
            permissions: DashboardFixtures.visitor.permissions, expiresAt: 1_795_681_800)
        interactor.refreshedSessions = [.success(renewed)]
        await sut.viewDidLoad()

        await sut.didChoose(.refreshStatelessSession)

        #expect(
            view.messages == screen + [
                .showNotice("Stateless session refreshed: it now runs until 2026-11-26 08:30:00 UTC."),
                .showMenu(statelessMenu),
            ])
        #expect(interactor.calls == [.statelessSession, .refreshStatelessSession])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "a refresh the server refuses, or one after expiry, ends the session: Welcome says why",
        arguments: [AppError.sessionEnded(.revoked), .notLoggedIn])
    func refreshRefused(error: AppError) async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.refreshedSessions = [.failure(error)]
        await sut.viewDidLoad()

        await sut.didChoose(.refreshStatelessSession)

        #expect(view.messages == screen)
        #expect(
            interactor.calls == [.statelessSession, .refreshStatelessSession, .endSession(.stateless)])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    @Test("a refresh that could not reach the server is shown; the session and the dashboard stay")
    func refreshUnreachable() async {
        let (sut, view, interactor, router) = makeSUT()
        let unreachable = AppError.serverUnreachable
        interactor.refreshedSessions = [.failure(unreachable)]
        await sut.viewDidLoad()

        await sut.didChoose(.refreshStatelessSession)

        #expect(
            view.messages == screen + [
                .showError(.failure(ErrorPresentation(unreachable))), .showMenu(statelessMenu),
            ])
        #expect(interactor.calls == [.statelessSession, .refreshStatelessSession])
        #expect(router.messages.isEmpty)
    }

    @Test("a profile's dashboard offers no refresh: its session renews itself")
    func noRefreshForProfiles() {
        #expect(!DashboardPresenter.menuItems.contains { $0.keyword == "refresh" })
        #expect(DashboardPresenter.statelessMenuItems.first?.action == .refreshStatelessSession)
    }
}
