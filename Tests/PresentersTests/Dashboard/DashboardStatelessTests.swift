import Interactors
import Presenters
import Testing

@MainActor
@Suite("Dashboard presenter in a stateless session")
struct DashboardStatelessTests {
    private let fullMenu = [
        "idtoken", "context", "app", "web", "mobile", "profile", "authenticators", "switch", "logout", "quit",
    ]
    private let statelessNotice =
        "Stateless session: no PIN and nothing stored on this device; it ends when you log out or quit."
    private let visitor = UserSession(
        profileId: "", fullName: "Grace Hopper", email: "grace@viper-auth.example", roleName: "Student",
        schoolName: "Riverside Secondary", academicUnitName: "Year 11", permissions: [], expiresAt: 0)

    private func makeSUT(notice: String? = nil) -> (
        DashboardPresenter, DashboardViewSpy, DashboardInteractorMock, DashboardRouterSpy
    ) {
        let view = DashboardViewSpy()
        let interactor = DashboardInteractorMock(session: .failure(.profileNotFound))
        interactor.statelessSessionResult = .success(visitor)
        let router = DashboardRouterSpy()
        let sut = DashboardPresenter(
            profileId: nil, notice: notice, interactor: interactor, router: router, tracer: .disabled)
        sut.view = view
        return (sut, view, interactor, router)
    }

    private var screen: [DashboardViewSpy.Message] {
        [
            .showSession(
                account: "Grace Hopper <grace@viper-auth.example>",
                role: "Student at Riverside Secondary (Year 11)"),
            .showNotice(statelessNotice),
            .showMenu(fullMenu),
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
        "what needs a profile is refused with its message, and the menu is shown again",
        arguments: ["idtoken", "context", "web", "mobile", "profile", "authenticators"])
    func profileActionsRefused(line: String) async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit(line)

        #expect(
            view.messages
                == screen + [.showError(ErrorPresentation(.notAvailableWithoutProfile)), .showMenu(fullMenu)])
        #expect(
            ErrorPresentation(.notAvailableWithoutProfile).lines == [
                "Needs a profile: This is not available in a session without a profile.",
                "Register this device first.",
            ])
        #expect(interactor.calls == [.statelessSession])
        #expect(router.messages.isEmpty)
    }

    @Test("only the ID token among today's choices needs a profile")
    func requiresProfile() {
        #expect(DashboardAction.idToken.requiresProfile)
        #expect(!DashboardAction.logout.requiresProfile)
        #expect(!DashboardAction.quit.requiresProfile)
        #expect(!DashboardAction.anotherProfile.requiresProfile)
    }

    @Test("log out ends the stateless session and Welcome says how it went")
    func logOut() async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit("logout")

        #expect(interactor.calls == [.statelessSession, .endStatelessSession])
        #expect(router.messages == [.didLogOut(notice: "Logged out.")])
    }

    @Test("quit and another profile end the stateless session first: it cannot outlive the run")
    func leavingEndsSession() async {
        for (line, expected) in [
            ("quit", DashboardRouterSpy.Message.didQuit), ("switch", .didChooseAnotherProfile),
        ] {
            let (sut, _, interactor, router) = makeSUT()
            await sut.viewDidLoad()

            await sut.didSubmit(line)

            #expect(interactor.calls == [.statelessSession, .endStatelessSession])
            #expect(router.messages == [expected])
        }
    }

    @Test("end of input ends the stateless session")
    func endOfInput() async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.viewDidReachEndOfInput()

        #expect(interactor.calls == [.statelessSession, .endStatelessSession])
        #expect(router.messages.isEmpty)
    }

    @Test("an expired stateless session goes to Welcome saying so")
    func expired() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.statelessSessionResult = .failure(.notLoggedIn)

        await sut.viewDidLoad()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.statelessSession, .endStatelessSession])
        #expect(router.messages == [.sessionDidEnd(notice: "You are not logged in.")])
    }

    @Test("garbage gets the menu's message, in a stateless session too")
    func garbage() async {
        let (sut, view, _, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit("xyz")

        #expect(
            view.messages == screen + [
                .showProblem("Please choose 1–10, or type a keyword such as \"idtoken\".")
            ])
        #expect(router.messages.isEmpty)
    }
}
