import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Authenticators presenter")
struct AuthenticatorsPresenterTests {
    private struct SUT {
        let presenter: AuthenticatorsPresenter
        let view: AuthenticatorsViewSpy
        let interactor: AuthenticatorsInteractorMock
        let router: AuthenticatorsRouterSpy
    }

    /// The screen of a profile with a PIN and a password, the PIN preferred.
    private static let withPasswordScreen: [AuthenticatorsViewSpy.Message] = [
        .showHeading(
            title: AuthenticatorText.screenTitle,
            lines: ["Registered: PIN, password", "Preferred at login: PIN"]),
        .showMenu(["register", "remove", "prefer", "back"]),
    ]
    private static let whichToRegister = AuthenticatorsViewSpy.Message.showChoices(
        "Which authenticator do you want to register? An empty line goes back.", ["biometric"])
    private static let whichToRemove = AuthenticatorsViewSpy.Message.showChoices(
        "Which authenticator do you want to remove? An empty line goes back.", ["password"])

    private func makeSUT(
        lists: Script<Result<ProfileAuthenticators, AppError>> = [
            .success(AuthenticatorsFixtures.withPassword)
        ],
        notice: RouteNotice? = nil
    ) -> SUT {
        let view = AuthenticatorsViewSpy()
        let interactor = AuthenticatorsInteractorMock()
        interactor.lists = lists
        let router = AuthenticatorsRouterSpy()
        let presenter = AuthenticatorsPresenter(
            profileId: .profile1, notice: notice, interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    @Test(
        "lists the authenticators and the preferred one, with only the choices that can be done",
        arguments: [
            (
                AuthenticatorsFixtures.pinOnly, ["Registered: PIN", "Preferred at login: PIN"],
                ["register", "back"]
            ),
            (
                AuthenticatorsFixtures.withPassword,
                ["Registered: PIN, password", "Preferred at login: PIN"],
                ["register", "remove", "prefer", "back"]
            ),
            (
                AuthenticatorsFixtures.all,
                [
                    "Registered: PIN, password, biometric (simulated sensor)",
                    "Preferred at login: biometric (simulated sensor)",
                ],
                ["remove", "prefer", "back"]
            ),
        ])
    func listsAuthenticators(list: ProfileAuthenticators, lines: [String], menu: [String]) async {
        let sut = makeSUT(
            lists: [.success(list)], notice: .authenticatorRegistered(.biometric))

        await sut.presenter.viewDidLoad()

        #expect(
            sut.view.messages == [
                .showNotice(RouteNoticeText.registered(.biometric)),
                .showHeading(title: AuthenticatorText.screenTitle, lines: lines),
                .showMenu(menu),
            ])
        #expect(sut.interactor.calls == [.authenticators(profileId: .profile1)])
        #expect(sut.router.messages.isEmpty)
    }

    @Test(
        "registering asks which authenticator, starts it, and goes to the PIN check")
    func registers() async {
        let sut = makeSUT()
        sut.interactor.registrationStarts = [.success(.sample)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.register)
        await sut.presenter.didChoose(.register(.biometric))

        #expect(sut.view.messages == Self.withPasswordScreen + [Self.whichToRegister])
        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1),
                .startRegistration(.biometric, profileId: .profile1),
            ])
        #expect(sut.router.messages == [.needPin(.sample)])
    }

    @Test("a registration that cannot start shows the error and the menu again")
    func registrationFailsToStart() async {
        let sut = makeSUT()
        sut.interactor.registrationStarts = [.failure(.alreadyInProgress)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.register)
        await sut.presenter.didChoose(.register(.biometric))

        #expect(
            sut.view.messages == Self.withPasswordScreen + [
                Self.whichToRegister,
                .showError(.failure(ErrorPresentation(.alreadyInProgress))),
                .showMenu(["register", "remove", "prefer", "back"]),
            ])
        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1), .startRegistration(.biometric, profileId: .profile1),
            ])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("removing the preferred authenticator says the PIN is preferred now, and lists again")
    func removingPreferredResetsToPin() async {
        let sut = makeSUT(lists: [
            .success(AuthenticatorsFixtures.passwordPreferred), .success(AuthenticatorsFixtures.pinOnly),
        ])
        sut.interactor.removals = [
            .success(
                AuthenticatorRemovalOutcome(
                    remaining: AuthenticatorsFixtures.pinOnly, preferredResetToPin: true))
        ]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.remove)
        await sut.presenter.didChoose(.remove(.password))

        #expect(
            sut.view.messages == [
                .showHeading(
                    title: AuthenticatorText.screenTitle,
                    lines: ["Registered: PIN, password", "Preferred at login: password"]),
                .showMenu(["register", "remove", "prefer", "back"]),
                Self.whichToRemove,
                .showSuccess("The password authenticator was removed."),
                .showSuccess("The PIN is now preferred at login."),
                .showHeading(
                    title: AuthenticatorText.screenTitle,
                    lines: ["Registered: PIN", "Preferred at login: PIN"]),
                .showMenu(["register", "back"]),
            ])
        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1), .remove(.password, profileId: .profile1),
                .authenticators(profileId: .profile1),
            ])
    }

    @Test("removing one that is not preferred says only that it was removed")
    func removingOther() async {
        let sut = makeSUT(lists: [
            .success(AuthenticatorsFixtures.withPassword), .success(AuthenticatorsFixtures.pinOnly),
        ])
        sut.interactor.removals = [
            .success(
                AuthenticatorRemovalOutcome(
                    remaining: AuthenticatorsFixtures.pinOnly, preferredResetToPin: false))
        ]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.remove)
        await sut.presenter.didChoose(.remove(.password))

        #expect(
            sut.view.messages == Self.withPasswordScreen + [
                Self.whichToRemove,
                .showSuccess("The password authenticator was removed."),
                .showHeading(
                    title: AuthenticatorText.screenTitle,
                    lines: ["Registered: PIN", "Preferred at login: PIN"]),
                .showMenu(["register", "back"]),
            ])
        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1), .remove(.password, profileId: .profile1),
                .authenticators(profileId: .profile1),
            ])
    }

    @Test("choosing the preferred one offers only the others, and lists again")
    func prefers() async {
        let sut = makeSUT(lists: [
            .success(AuthenticatorsFixtures.withPassword), .success(AuthenticatorsFixtures.passwordPreferred),
        ])
        sut.interactor.preferences = [.success(AuthenticatorsFixtures.passwordPreferred)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.prefer)
        await sut.presenter.didChoose(.prefer(.password))

        #expect(
            sut.view.messages == Self.withPasswordScreen + [
                .showChoices(
                    "Which authenticator should login offer first? An empty line goes back.", ["password"]),
                .showSuccess("Login now offers the password first."),
                .showHeading(
                    title: AuthenticatorText.screenTitle,
                    lines: ["Registered: PIN, password", "Preferred at login: password"]),
                .showMenu(["register", "remove", "prefer", "back"]),
            ])
        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1), .prefer(.password, profileId: .profile1),
                .authenticators(profileId: .profile1),
            ])
    }

    @Test("a refused change shows the error and the menu again")
    func refusedChange() async {
        let sut = makeSUT()
        sut.interactor.removals = [.failure(.serverUnreachable)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.remove)
        await sut.presenter.didChoose(.remove(.password))

        #expect(
            sut.view.messages == Self.withPasswordScreen + [
                Self.whichToRemove,
                .showError(.failure(ErrorPresentation(.serverUnreachable))),
                .showMenu(["register", "remove", "prefer", "back"]),
            ])
        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1), .remove(.password, profileId: .profile1),
            ])
        #expect(sut.router.messages.isEmpty)
    }

    @Test(
        "an error that says the session is over ends it here, then goes to Welcome with its words",
        arguments: [AppError.sessionEnded(.revoked), .notLoggedIn, .deviceNotRecognised])
    func sessionOverEndsIt(_ error: AppError) async {
        let sut = makeSUT()
        sut.interactor.preferences = [.failure(error)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.prefer)
        await sut.presenter.didChoose(.prefer(.password))

        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1), .prefer(.password, profileId: .profile1),
                .endSession(.profile(.profile1)),
            ])
        #expect(sut.router.messages == [.sessionDidEnd(notice: .sessionEnded(error))])
    }

    @Test("a removal that finds the session over ends it as well, and shows nothing more")
    func removalEndsSession() async {
        let sut = makeSUT()
        sut.interactor.removals = [.failure(.sessionEnded(.refreshTokenReused))]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.remove)
        await sut.presenter.didChoose(.remove(.password))

        #expect(sut.view.messages == Self.withPasswordScreen + [Self.whichToRemove])
        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1), .remove(.password, profileId: .profile1),
                .endSession(.profile(.profile1)),
            ])
        #expect(
            sut.router.messages == [.sessionDidEnd(notice: .sessionEnded(.sessionEnded(.refreshTokenReused)))]
        )
    }

    @Test("a list that cannot be read shows the error and only Back")
    func listFails() async {
        let sut = makeSUT(lists: [.failure(.storage(.corrupt(document: "profiles")))])

        await sut.presenter.viewDidLoad()

        #expect(
            sut.view.messages == [
                .showError(.failure(ErrorPresentation(.storage(.corrupt(document: "profiles"))))),
                .showMenu(["back"]),
            ])
        #expect(sut.interactor.calls == [.authenticators(profileId: .profile1)])
    }

    @Test("a change whose list then cannot be read shows the error, then the list the change answered")
    func listFailsAfterRemoval() async {
        let sut = makeSUT(lists: [
            .success(AuthenticatorsFixtures.withPassword), .failure(.serverUnreachable),
        ])
        sut.interactor.removals = [
            .success(
                AuthenticatorRemovalOutcome(
                    remaining: AuthenticatorsFixtures.pinOnly, preferredResetToPin: false))
        ]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.remove)
        await sut.presenter.didChoose(.remove(.password))

        #expect(
            sut.view.messages == Self.withPasswordScreen + [
                Self.whichToRemove,
                .showSuccess("The password authenticator was removed."),
                .showError(.failure(ErrorPresentation(.serverUnreachable))),
                .showHeading(
                    title: AuthenticatorText.screenTitle,
                    lines: ["Registered: PIN", "Preferred at login: PIN"]),
                .showMenu(["register", "back"]),
            ])
        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1), .remove(.password, profileId: .profile1),
                .authenticators(profileId: .profile1),
            ])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("after a change of the preferred one, a failed read keeps its list, and its menu works")
    func listFailsAfterPreferring() async {
        let sut = makeSUT(lists: [
            .success(AuthenticatorsFixtures.withPassword), .failure(.storage(.corrupt(document: "profiles"))),
        ])
        sut.interactor.preferences = [.success(AuthenticatorsFixtures.passwordPreferred)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.prefer)
        await sut.presenter.didChoose(.prefer(.password))
        await sut.presenter.didChoose(.prefer)

        #expect(
            sut.view.messages == Self.withPasswordScreen + [
                .showChoices(
                    "Which authenticator should login offer first? An empty line goes back.", ["password"]),
                .showSuccess("Login now offers the password first."),
                .showError(.failure(ErrorPresentation(.storage(.corrupt(document: "profiles"))))),
                .showHeading(
                    title: AuthenticatorText.screenTitle,
                    lines: ["Registered: PIN, password", "Preferred at login: password"]),
                .showMenu(["register", "remove", "prefer", "back"]),
                .showChoices(
                    "Which authenticator should login offer first? An empty line goes back.", ["pin"]),
            ])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("a change whose list read finds the session over ends it, and shows no list")
    func listReadAfterChangeEndsSession() async {
        let sut = makeSUT(lists: [.success(AuthenticatorsFixtures.withPassword), .failure(.notLoggedIn)])
        sut.interactor.preferences = [.success(AuthenticatorsFixtures.passwordPreferred)]

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.prefer)
        await sut.presenter.didChoose(.prefer(.password))

        #expect(
            sut.view.messages == Self.withPasswordScreen + [
                .showChoices(
                    "Which authenticator should login offer first? An empty line goes back.", ["password"]),
                .showSuccess("Login now offers the password first."),
            ])
        #expect(
            sut.interactor.calls == [
                .authenticators(profileId: .profile1), .prefer(.password, profileId: .profile1),
                .authenticators(profileId: .profile1), .endSession(.profile(.profile1)),
            ])
        #expect(sut.router.messages == [.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))])
    }

    @Test("going back from a choice shows the menu again, and nothing is changed")
    func goBackFromChoice() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(.remove)
        await sut.presenter.didGoBack()

        #expect(
            sut.view.messages == Self.withPasswordScreen + [
                Self.whichToRemove, .showMenu(["register", "remove", "prefer", "back"]),
            ])
        #expect(sut.interactor.calls == [.authenticators(profileId: .profile1)])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("Back goes to the dashboard; the end of input changes nothing")
    func back() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.viewDidReachEndOfInput()
        await sut.presenter.didChoose(.back)

        #expect(sut.view.messages == Self.withPasswordScreen)
        #expect(sut.router.messages == [.didFinish(profileId: .profile1)])
        #expect(sut.interactor.calls == [.authenticators(profileId: .profile1)])
    }
}
