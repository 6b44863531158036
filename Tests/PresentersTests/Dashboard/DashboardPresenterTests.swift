import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Dashboard presenter")
struct DashboardPresenterTests {
    private let fullMenu = DashboardPresenter.keywords
    private let idToken = IdToken(claims: ["sub": .string("usr_lin")])

    // MARK: The screen

    @Test("shows who is signed in, the role and school, and the menu")
    func screen() async {
        let (sut, view, interactor, router) = makeSUT()

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(
                    title: DashboardText.title,
                    lines: [
                        DashboardText.loggedIn(as: "Ada Lovelace <ada@viper-auth.example>"),
                        "Teacher at Northfield Primary (Year 5)",
                    ]),
                .showMenu(fullMenu),
            ])
        #expect(interactor.calls == [.session(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test("words the notice first: the membership a switch moved the session to")
    func notice() async {
        let head = Membership(
            index: 1, roleName: "Head of Mathematics", schoolName: "Riverside Secondary",
            academicUnitName: "Mathematics Department", isActive: true)
        let (sut, view, _, _) = makeSUT(notice: .contextSwitched(head))

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showNotice(SwitchContextText.switched(to: head)),
                .showHeading(
                    title: DashboardText.title,
                    lines: [
                        DashboardText.loggedIn(as: "Ada Lovelace <ada@viper-auth.example>"),
                        "Teacher at Northfield Primary (Year 5)",
                    ]),
                .showMenu(fullMenu),
            ])
    }

    @Test("a role without a class or department shows the school alone")
    func roleWithoutUnit() async {
        let guest = UserSession(
            owner: .profile(.ada), fullName: "Ada Lovelace", email: "ada@viper-auth.example",
            roleName: "Guest",
            schoolName: "Riverside Secondary", academicUnitName: "", permissions: [], expiresAt: 0)
        let (sut, view, _, _) = makeSUT(sessions: [.success(guest)])

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showHeading(
                    title: DashboardText.title,
                    lines: [
                        DashboardText.loggedIn(as: "Ada Lovelace <ada@viper-auth.example>"),
                        "Guest at Riverside Secondary",
                    ]),
                .showMenu(fullMenu),
            ])
    }

    @Test(
        "a session that cannot be checked now shows the error and still the menu",
        arguments: [AppError.serverUnreachable, .serverUnavailable, .serverNotTrusted])
    func sessionErrorKeepsSession(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(sessions: [.failure(error)])

        await sut.viewDidLoad()

        #expect(view.messages == [.showError(.failure(ErrorPresentation(error))), .showMenu(fullMenu)])
        #expect(interactor.calls == [.session(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "an error that ends the session really logs out, then goes to Welcome with the error's words",
        arguments: [
            AppError.sessionEnded(.revoked), .notLoggedIn,
            .profileDeregistered(.unknownToServer), .deviceNotRecognised,
        ])
    func sessionErrorLogsOut(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(sessions: [.failure(error)])
        var callsWhenRouted: [DashboardInteractorMock.Call] = []
        router.onMessage = { callsWhenRouted = interactor.calls }

        await sut.viewDidLoad()

        #expect(view.messages.isEmpty)
        #expect(callsWhenRouted == [.session(profileId: .ada), .endSession(.profile(.ada))])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    @Test("the stateless session's dashboard without a stateless session running: over, Welcome says so")
    func noStatelessSession() async {
        let (sut, view, interactor, router) = makeSUT(owner: .stateless)
        interactor.statelessSessions = [.failure(.notLoggedIn)]

        await sut.viewDidLoad()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.statelessSession, .endSession(.stateless)])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))])
    }

    // MARK: ID token

    @Test("Show ID token prints the claims, then the menu again")
    func idToken() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.idTokens = [.success(idToken)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.idToken)

        #expect(
            view.messages == [
                .showDetails(heading: "ID token claims:", lines: ["{", "  \"sub\": \"usr_lin\"", "}"]),
                .showMenu(fullMenu),
            ])
        #expect(
            interactor.calls == [
                .session(profileId: .ada), .session(profileId: .ada), .idToken(profileId: .ada),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "each time in the ID token gets its UTC date under the JSON, aligned, in a fixed order",
        arguments: [
            ([:], []),
            (["exp": .integer(1_800_003_600)], ["Expires at (exp):  2027-01-15 09:00:00 UTC"]),
            (
                [
                    "iat": .integer(1_800_000_000), "nbf": .integer(1_800_000_000),
                    "exp": .integer(1_800_003_600), "auth_time": .integer(1_799_999_940),
                ],
                [
                    "Issued at (iat):" + String(repeating: " ", count: 11) + "2027-01-15 08:00:00 UTC",
                    "Not before (nbf):" + String(repeating: " ", count: 10) + "2027-01-15 08:00:00 UTC",
                    "Expires at (exp):" + String(repeating: " ", count: 10) + "2027-01-15 09:00:00 UTC",
                    "Signed in at (auth_time):  2027-01-15 07:59:00 UTC",
                ]
            ),
        ] as [([String: ClaimValue], [String])])
    func idTokenTimes(claims: [String: ClaimValue], timeLines: [String]) async {
        let (sut, view, interactor, _) = makeSUT()
        interactor.idTokens = [.success(IdToken(claims: claims))]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.idToken)

        #expect(
            view.messages == [
                .showDetails(
                    heading: "ID token claims:", lines: IdTokenText.jsonLines(.object(claims)) + timeLines),
                .showMenu(fullMenu),
            ])
    }

    @Test("an ID token that cannot be read shows the error and the menu again")
    func idTokenError() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.idTokens = [.failure(.serverNotTrusted)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.idToken)

        #expect(
            view.messages == [
                .showError(.failure(ErrorPresentation(.serverNotTrusted))), .showMenu(fullMenu),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("an ID token error that ends the session logs out and leaves")
    func idTokenErrorLogsOut() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.idTokens = [.failure(.notLoggedIn)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.idToken)

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [
                .session(profileId: .ada), .session(profileId: .ada),
                .idToken(profileId: .ada),
                .endSession(.profile(.ada)),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))])
    }

    // MARK: Logging out

    @Test(
        "Log out ends the session and tells Welcome how it went",
        arguments: [
            LogoutOutcome.loggedOut, .serverNotTold(.serverUnreachable),
            .notRemovedFromDevice(.storage(.corrupt(document: "session-prf_ada.token.json"))),
            .alreadyLoggedOut,
        ])
    func logout(_ outcome: LogoutOutcome) async {
        let (sut, _, interactor, router) = makeSUT()
        interactor.logoutOutcomes = [outcome]
        await sut.viewDidLoad()

        await sut.didChoose(.logout)

        #expect(interactor.calls == [.session(profileId: .ada), .endSession(.profile(.ada))])
        #expect(router.messages == [.didLogOut(notice: .loggedOut(outcome))])
    }

    // MARK: The other choices

    @Test(
        "Log in as another profile goes back to Welcome and keeps this session")
    func anotherProfile() async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didChoose(.anotherProfile)

        #expect(interactor.calls == [.session(profileId: .ada)])
        #expect(router.messages == [.didChooseAnotherProfile])
    }

    @Test(
        "each screen the dashboard opens is opened for this profile, leaving the session check to it",
        arguments: DashboardDestination.allCases)
    func opensDestination(_ destination: DashboardDestination) async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.open(destination))

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.session(profileId: .ada)])
        #expect(router.messages == [.didChoose(destination, profileId: .ada)])
    }

    @Test("Quit ends the run and keeps the session for the next start")
    func quit() async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didChoose(.quit)

        #expect(interactor.calls == [.session(profileId: .ada)])
        #expect(router.messages == [.didQuit])
    }

    @Test("end of input ends quietly and keeps the session: no logout, no routing")
    func endOfInput() async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()
        view.clear()

        await sut.viewDidReachEndOfInput()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.session(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    // MARK: Helpers

    private func makeSUT(
        owner: SessionOwner = .profile(.ada), notice: RouteNotice? = nil,
        sessions: Script<Result<UserSession, AppError>>? = nil
    ) -> (DashboardPresenter, DashboardViewSpy, DashboardInteractorMock, DashboardRouterSpy) {
        let view = DashboardViewSpy()
        let interactor = DashboardInteractorMock()
        interactor.sessions = sessions ?? .always(.success(DashboardFixtures.teacher))
        let router = DashboardRouterSpy()
        let sut = DashboardPresenter(
            owner: owner, notice: notice, interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
