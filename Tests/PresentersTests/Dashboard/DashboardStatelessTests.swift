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
        "what needs a profile is not offered: its keyword is no choice, and nothing is asked of the engine",
        arguments: DashboardPresenter.menuItems.filter(\.action.requiresProfile).map(\.keyword))
    func profileActionsNotOffered(line: String) async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit(line)

        #expect(
            view.messages == screen + [
                .showError(.problem(sut.menu.unknownChoiceMessage))
            ])
        #expect(interactor.calls == [.statelessSession])
        #expect(router.messages.isEmpty)
    }

    @Test("the stateless menu is numbered on its own, from 1: a number does what its keyword does")
    func numbered() async {
        let (shown, _, _, _) = makeSUT()
        await shown.viewDidLoad()

        for (index, item) in shown.menu.items.enumerated() {
            let byKeyword = makeSUT()
            let byNumber = makeSUT()
            for interactor in [byKeyword.2, byNumber.2] {
                interactor.refreshedSessions = [.success(DashboardFixtures.visitor)]
            }
            await byKeyword.0.viewDidLoad()
            await byNumber.0.viewDidLoad()

            await byKeyword.0.didSubmit(item.keyword)
            await byNumber.0.didSubmit(String(index + 1))

            #expect(byNumber.1.messages == byKeyword.1.messages, "\(item.keyword)")
            #expect(byNumber.2.calls == byKeyword.2.calls, "\(item.keyword)")
            #expect(byNumber.3.messages == byKeyword.3.messages, "\(item.keyword)")
            // Each choice asks the engine for something or leaves the dashboard.
            #expect(byKeyword.2.calls.count > 1 || !byKeyword.3.messages.isEmpty, "\(item.keyword)")
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

        await sut.didSubmit("logout")

        #expect(interactor.calls == [.statelessSession, .endSession(.stateless)])
        #expect(router.messages == [.didLogOut(notice: .loggedOut(.loggedOut))])
    }

    @Test("quit and another profile end the stateless session first: it cannot outlive the run")
    func leavingEndsSession() async {
        for (line, expected) in [
            ("quit", DashboardRouterSpy.Message.didQuit), ("switch", .didChooseAnotherProfile),
        ] {
            let (sut, _, interactor, router) = makeSUT()
            await sut.viewDidLoad()

            await sut.didSubmit(line)

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

        await sut.didSubmit("refresh")

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

        await sut.didSubmit("refresh")

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

        await sut.didSubmit("refresh")

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

    @Test("garbage gets the menu's message, in a stateless session too")
    func garbage() async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit("xyz")

        #expect(
            view.messages == screen + [
                .showError(.problem(sut.menu.unknownChoiceMessage))
            ])
        #expect(interactor.calls == [.statelessSession])
        #expect(router.messages.isEmpty)
    }
}
