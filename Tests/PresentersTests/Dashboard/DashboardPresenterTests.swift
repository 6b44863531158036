import Interactors
import Testing

@testable import Presenters

@MainActor
@Suite("Dashboard presenter")
struct DashboardPresenterTests {
    private let fullMenu = [
        "idtoken", "context", "app", "web", "mobile", "profile", "authenticators", "switch", "logout", "quit",
    ]
    private let teacher = UserSession(
        profileId: "prf_ada", fullName: "Ada Lovelace", email: "ada@viper-auth.example", roleName: "Teacher",
        schoolName: "Northfield Primary", academicUnitName: "Year 5", permissions: ["class:read"],
        expiresAt: 1_800_000_600)

    // MARK: The screen

    @Test("shows who is signed in, the role and school, and the menu")
    func screen() async {
        let (sut, view, interactor, router) = makeSUT()

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showSession(
                    account: "Ada Lovelace <ada@viper-auth.example>",
                    role: "Teacher at Northfield Primary (Year 5)"),
                .showMenu(fullMenu),
            ])
        #expect(interactor.calls == [.session(profileId: "prf_ada")])
        #expect(router.messages.isEmpty)
    }

    @Test("shows the notice first")
    func notice() async {
        let (sut, view, _, _) = makeSUT(notice: "Switched profile.")

        await sut.viewDidLoad()

        #expect(view.messages.first == .showNotice("Switched profile."))
        #expect(view.messages.count == 3)
    }

    @Test("a role without a class or department shows the school alone")
    func roleWithoutUnit() async {
        let guest = UserSession(
            profileId: "prf_ada", fullName: "Ada Lovelace", email: "ada@viper-auth.example",
            roleName: "Guest",
            schoolName: "Riverside Secondary", academicUnitName: "", permissions: [], expiresAt: 0)
        let (sut, view, _, _) = makeSUT(session: .success(guest))

        await sut.viewDidLoad()

        #expect(
            view.messages.first
                == .showSession(
                    account: "Ada Lovelace <ada@viper-auth.example>", role: "Guest at Riverside Secondary"))
    }

    @Test(
        "a session that cannot be checked now shows the error and still the menu",
        arguments: [AppError.serverUnreachable, .serverUnavailable, .serverNotTrusted])
    func sessionErrorKeepsSession(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(session: .failure(error))

        await sut.viewDidLoad()

        #expect(view.messages == [.showError(ErrorPresentation(error)), .showMenu(fullMenu)])
        #expect(interactor.calls == [.session(profileId: "prf_ada")])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "an error that ends the session really logs out, then goes to Welcome with the error's words",
        arguments: [
            AppError.sessionEnded(.revoked), .notLoggedIn,
            .profileDeregistered(.unknownToServer), .deviceNotRecognised,
        ])
    func sessionErrorLogsOut(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(session: .failure(error))
        var callsWhenRouted: [DashboardInteractorMock.Call] = []
        router.onMessage = { callsWhenRouted = interactor.calls }

        await sut.viewDidLoad()

        #expect(view.messages.isEmpty)
        #expect(callsWhenRouted == [.session(profileId: "prf_ada"), .endSession(profileId: "prf_ada")])
        #expect(router.messages == [.sessionDidEnd(notice: ErrorPresentation(error).notice)])
    }

    @Test("without a profile and without a stateless session, the session is over: Welcome says so")
    func noProfile() async {
        let (sut, view, interactor, router) = makeSUT(profileId: nil)

        await sut.viewDidLoad()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.statelessSession, .endSession(profileId: nil)])
        #expect(router.messages == [.sessionDidEnd(notice: ErrorPresentation(.notLoggedIn).notice)])
    }

    // MARK: ID token

    @Test("Show ID token prints the claims, then the menu again", arguments: ["idtoken", "1", "IDTOKEN"])
    func idToken(_ line: String) async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()
        view.clear()

        await sut.didSubmit(line)

        #expect(
            view.messages == [
                .showDetails(heading: "ID token claims:", lines: ["{", "  \"sub\": \"usr_lin\"", "}"]),
                .showMenu(fullMenu),
            ])
        #expect(interactor.calls.last == .idToken(profileId: "prf_ada"))
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
        interactor.idTokenResult = .success(IdToken(claims: claims))
        await sut.viewDidLoad()
        view.clear()

        await sut.didSubmit("idtoken")

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
        interactor.idTokenResult = .failure(.serverNotTrusted)
        await sut.viewDidLoad()
        view.clear()

        await sut.didSubmit("idtoken")

        #expect(view.messages == [.showError(ErrorPresentation(.serverNotTrusted)), .showMenu(fullMenu)])
        #expect(router.messages.isEmpty)
    }

    @Test("an ID token error that ends the session logs out and leaves")
    func idTokenErrorLogsOut() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.idTokenResult = .failure(.notLoggedIn)
        await sut.viewDidLoad()
        view.clear()

        await sut.didSubmit("idtoken")

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [
                .session(profileId: "prf_ada"), .session(profileId: "prf_ada"),
                .idToken(profileId: "prf_ada"),
                .endSession(profileId: "prf_ada"),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: ErrorPresentation(.notLoggedIn).notice)])
    }

    // MARK: Logging out

    @Test(
        "Log out ends the session and tells Welcome how it went",
        arguments: [
            (LogoutOutcome.loggedOut, "Logged out."),
            (
                .serverNotTold(.serverUnreachable),
                "Logged out on this device. The server could not be told: "
                    + "The authentication server could not be reached."
            ),
            (
                .notRemovedFromDevice(.storage(.corrupt(document: "session-prf_ada.token.json"))),
                "The session could not be removed from this device: "
                    + ErrorPresentation(.storage(.corrupt(document: "session-prf_ada.token.json"))).message
            ),
            (.alreadyLoggedOut, "You were already logged out."),
        ])
    func logout(_ outcome: LogoutOutcome, notice: String) async {
        let (sut, _, interactor, router) = makeSUT()
        interactor.logoutOutcome = outcome
        await sut.viewDidLoad()

        await sut.didSubmit("logout")

        #expect(interactor.calls == [.session(profileId: "prf_ada"), .endSession(profileId: "prf_ada")])
        #expect(router.messages == [.didLogOut(notice: notice)])
    }

    // MARK: The other choices

    @Test(
        "Log in as another profile goes back to Welcome and keeps this session", arguments: ["switch", "8"])
    func anotherProfile(_ line: String) async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit(line)

        #expect(interactor.calls == [.session(profileId: "prf_ada")])
        #expect(router.messages == [.didChooseAnotherProfile])
    }

    // authenticators and profile
    @Test("Profile opens the Profile screen of this profile", arguments: ["profile", "6"])
    func profile(_ line: String) async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit(line)

        #expect(interactor.calls == [.session(profileId: "prf_ada")])
        #expect(router.messages == [.didChooseProfile(profileId: "prf_ada")])
    }

    @Test(
        "Authenticators opens the Authenticators screen of this profile", arguments: ["authenticators", "7"])
    func authenticators(_ line: String) async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit(line)

        #expect(interactor.calls == [.session(profileId: "prf_ada")])
        #expect(router.messages == [.didChooseAuthenticators(profileId: "prf_ada")])
    }

    @Test("Quit ends the run and keeps the session for the next start", arguments: ["quit", "10"])
    func quit(_ line: String) async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit(line)

        #expect(interactor.calls == [.session(profileId: "prf_ada")])
        #expect(router.messages == [.didQuit])
    }

    @Test(
        "garbage gets the unknown-choice message and the same prompt", arguments: ["", "0", "11", "log out"])
    func garbage(_ line: String) async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()
        view.clear()

        await sut.didSubmit(line)

        #expect(view.messages == [.showProblem("Please choose 1–10, or type a keyword such as \"idtoken\".")])
        #expect(interactor.calls == [.session(profileId: "prf_ada")])
        #expect(router.messages.isEmpty)
    }

    @Test("Mobile authentication opens its screen for the signed-in profile", arguments: ["mobile", "5"])
    func mobileAuth(_ line: String) async {
        let (sut, _, interactor, router) = makeSUT()
        await sut.viewDidLoad()

        await sut.didSubmit(line)

        #expect(interactor.calls == [.session(profileId: "prf_ada")])
        #expect(router.messages == [.didChooseMobileAuth(profileId: "prf_ada")])
    }

    @Test("end of input ends quietly and keeps the session: no logout, no routing")
    func endOfInput() async {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()
        view.clear()

        await sut.viewDidReachEndOfInput()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.session(profileId: "prf_ada")])
        #expect(router.messages.isEmpty)
    }

    @Test("each hop of a logout is traced")
    func traces() async {
        let hops = HopRecorder()
        let (sut, _, _, _) = makeSUT(tracer: hops.tracer)
        await sut.viewDidLoad()

        await sut.didSubmit("logout")

        #expect(
            hops.lines == [
                "trace: Dashboard: View -> Presenter: screen loaded",
                "trace: Dashboard: Presenter -> Interactor: session of profile prf_ada",
                "trace: Dashboard: Interactor -> Presenter: session",
                "trace: Dashboard: View -> Presenter: choice \"logout\"",
                "trace: Dashboard: Presenter -> Interactor: log out profile prf_ada",
                "trace: Dashboard: Interactor -> Presenter: logout: loggedOut",
                "trace: Dashboard: Presenter -> Router: logged out",
            ])
    }

    // MARK: Helpers

    private func makeSUT(
        profileId: String? = "prf_ada", notice: String? = nil, session: Result<UserSession, AppError>? = nil,
        tracer: Tracer = .disabled
    ) -> (DashboardPresenter, DashboardViewSpy, DashboardInteractorMock, DashboardRouterSpy) {
        let view = DashboardViewSpy()
        let interactor = DashboardInteractorMock(session: session ?? .success(teacher))
        let router = DashboardRouterSpy()
        let sut = DashboardPresenter(
            profileId: profileId, notice: notice, interactor: interactor, router: router, tracer: tracer)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
