import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Welcome presenter")
struct WelcomePresenterTests {
    /// The title and the line over a list of profiles, and over an empty one.
    private static let profilesHeading = WelcomeViewSpy.Message.showHeading(
        title: WelcomeText.title, lines: [WelcomeText.profilesHeading])
    private static let noProfilesHeading = WelcomeViewSpy.Message.showHeading(
        title: WelcomeText.title, lines: [WelcomeText.noProfiles])

    /// Welcome's sentence for the implicit data `account`.
    private func implicit(_ account: String) -> String {
        WelcomeText.implicitData(account)
    }

    // MARK: The screen

    @Test("shows the notice first, then the profiles with the first selected, its implicit data and the menu")
    func screenWithNotice() async {
        let (sut, view, interactor, router) = makeSUT(
            profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam], notice: .loggedOut(.loggedOut))

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showNotice(LogoutOutcomeText.notice(for: .loggedOut)),
                Self.profilesHeading,
                .showProfiles(WelcomeFixtures.linSelected),
                .showImplicitData(implicit("lin@example.org (user usr_lin)")),
                .showMenu(["login", "profile", "register", "quit"]),
            ])
        #expect(interactor.calls == [.profiles, .implicitData(profileId: .lin)])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "words what happened before in the words of its concept: a logout, a session over, a discarded session, a disconnect",
        arguments: [
            (
                RouteNotice.loggedOut(.serverNotTold(.serverUnreachable)),
                LogoutOutcomeText.notice(for: .serverNotTold(.serverUnreachable))
            ),
            (.loggedOut(.alreadyLoggedOut), LogoutOutcomeText.notice(for: .alreadyLoggedOut)),
            (.sessionEnded(.sessionEnded(.revoked)), ErrorPresentation(.sessionEnded(.revoked)).notice),
            (.sessionDiscarded(.expired), SessionText.notice(for: .expired)),
            (.disconnected(.disconnected), DisconnectText.notice(for: .disconnected)),
            (.cancelled(.login), RouteNoticeText.cancelled(.login)),
            (.deregistered(.tooManyFailedAttempts), DeregistrationText.message(for: .tooManyFailedAttempts)),
        ])
    func wordsNotice(_ notice: RouteNotice, sentence: String) async {
        let (sut, view, _, _) = makeSUT(profiles: [], notice: notice)

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showNotice(sentence), Self.noProfilesHeading, .showProfiles([]),
                .showMenu(["register", "quit"]),
            ])
    }

    @Test("with one profile there is nothing else to choose: no \"Choose another profile\"")
    func oneProfile() async {
        let (sut, view, _, _) = makeSUT(profiles: [WelcomeFixtures.lin])

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                Self.profilesHeading,
                .showProfiles([ProfileListItem(label: "Lin Example <lin@example.org>", isSelected: true)]),
                .showImplicitData(implicit("lin@example.org (user usr_lin)")),
                .showMenu(["login", "register", "quit"]),
            ])
    }

    @Test("with no profiles there is no \"Log in\" and no implicit data to fetch")
    func noProfiles() async {
        let (sut, view, interactor, _) = makeSUT(profiles: [])

        await sut.viewDidLoad()

        #expect(
            view.messages == [Self.noProfilesHeading, .showProfiles([]), .showMenu(["register", "quit"])])
        #expect(interactor.calls == [.profiles])
    }

    @Test("implicit data that cannot be fetched is one short line, not an error")
    func implicitDataUnavailable() async {
        let (sut, view, interactor, _) = makeSUT(profiles: [WelcomeFixtures.lin])
        interactor.implicitData = [.failure(.serverUnreachable)]

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                Self.profilesHeading,
                .showProfiles([ProfileListItem(label: "Lin Example <lin@example.org>", isSelected: true)]),
                .showImplicitDataUnavailable(
                    WelcomeText.implicitDataUnavailable(ErrorPresentation(.serverUnreachable).title)),
                .showMenu(["login", "register", "quit"]),
            ])
    }

    @Test(
        "a profile the server no longer knows is said once as removed, and the screen shows the list without it"
    )
    func implicitReadFindsProfileRemoved() async {
        let (sut, view, interactor, _) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        interactor.profileLists = [
            .success([WelcomeFixtures.lin, WelcomeFixtures.sam]), .success([WelcomeFixtures.sam]),
        ]
        interactor.implicitData = [.failure(.profileDeregistered(.unknownToServer)), implicitData(of: .sam)]

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                Self.profilesHeading,
                .showProfiles(WelcomeFixtures.linSelected),
                .showNotice(
                    "Lin Example <lin@example.org>: The server no longer knows this profile; "
                        + "it was removed from this device."),
                Self.profilesHeading,
                .showProfiles([
                    ProfileListItem(label: "Sam Other <sam@example.org>", isSelected: true)
                ]),
                .showImplicitData(implicit("sam@example.org (user usr_sam)")),
                .showMenu(["login", "register", "quit"]),
            ])
        #expect(
            interactor.calls == [
                .profiles, .implicitData(profileId: .lin), .profiles, .implicitData(profileId: .sam),
            ])
    }

    @Test("a removal said once is not said again, even if the list still holds the profile: no loop")
    func removalSaidOnce() async {
        let (sut, view, interactor, _) = makeSUT(profiles: [WelcomeFixtures.lin])
        let removed = AppError.profileDeregistered(.unknownToServer)
        interactor.profileLists = [.success([WelcomeFixtures.lin]), .success([WelcomeFixtures.lin])]
        interactor.implicitData = [.failure(removed), .failure(removed)]

        await sut.viewDidLoad()

        let only = [ProfileListItem(label: "Lin Example <lin@example.org>", isSelected: true)]
        #expect(
            view.messages == [
                Self.profilesHeading, .showProfiles(only),
                .showNotice(
                    "Lin Example <lin@example.org>: The server no longer knows this profile; "
                        + "it was removed from this device."),
                Self.profilesHeading, .showProfiles(only),
                .showImplicitDataUnavailable(
                    WelcomeText.implicitDataUnavailable(ErrorPresentation(removed).title)),
                .showMenu(["login", "register", "quit"]),
            ])
    }

    @Test("profiles that cannot be read: the error, an empty list, and only Register and Quit")
    func profilesUnreadable() async {
        let error = AppError.storage(.corrupt(document: "profiles.json"))
        let (sut, view, interactor, _) = makeSUT(profiles: [])
        interactor.profileLists = [.failure(error)]

        await sut.viewDidLoad()

        #expect(
            view.messages == [
                .showError(.failure(ErrorPresentation(error))), Self.noProfilesHeading, .showProfiles([]),
                .showMenu(["register", "quit"]),
            ])
        #expect(interactor.calls == [.profiles])
    }

    // MARK: Logging in

    @Test("Log in starts the selected profile's login and, when it asks for the PIN, routes to it")
    func loginNeedsPin() async {
        let (sut, view, interactor, router) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        interactor.loginStarts = [.success(.needsPin(.sample))]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.login)

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [.profiles, .implicitData(profileId: .lin), .startLogin(profileId: .lin)])
        #expect(router.messages == [.didStartLogin(.sample)])
    }

    @Test("a login that finishes without a PIN goes straight to the dashboard")
    func loginSignsIn() async {
        let (sut, _, interactor, router) = makeSUT(profiles: [WelcomeFixtures.lin])
        interactor.loginStarts = [.success(.signedIn(session(of: .lin)))]
        await sut.viewDidLoad()

        await sut.didChoose(.login)

        #expect(
            interactor.calls == [.profiles, .implicitData(profileId: .lin), .startLogin(profileId: .lin)])
        #expect(router.messages == [.didSignIn(profileId: .lin)])
    }

    @Test(
        "a login that cannot start shows the error and the screen again, staying here",
        arguments: [AppError.alreadyInProgress, .profileNotFound, .serverUnreachable])
    func loginFails(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT(profiles: [WelcomeFixtures.lin])
        interactor.loginStarts = [.failure(error)]
        interactor.profileLists = [.success([WelcomeFixtures.lin]), .success([WelcomeFixtures.lin])]
        interactor.implicitData = [implicitData(of: .lin), implicitData(of: .lin)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.login)

        #expect(
            view.messages == [
                .showError(.failure(ErrorPresentation(error))),
                Self.profilesHeading,
                .showProfiles([ProfileListItem(label: "Lin Example <lin@example.org>", isSelected: true)]),
                .showImplicitData(implicit("lin@example.org (user usr_lin)")),
                .showMenu(["login", "register", "quit"]),
            ])
        #expect(
            interactor.calls == [
                .profiles, .implicitData(profileId: .lin), .startLogin(profileId: .lin), .profiles,
                .implicitData(profileId: .lin),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("after a failed login the list is read again: a profile removed meanwhile is gone")
    func loginFailsAndProfileIsGone() async {
        let (sut, view, interactor, _) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        interactor.loginStarts = [.failure(.profileNotFound)]
        interactor.profileLists = [
            .success([WelcomeFixtures.lin, WelcomeFixtures.sam]), .success([WelcomeFixtures.sam]),
        ]
        interactor.implicitData = [implicitData(of: .lin), implicitData(of: .sam)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.login)

        #expect(
            view.messages == [
                .showError(.failure(ErrorPresentation(.profileNotFound))),
                Self.profilesHeading,
                .showProfiles([ProfileListItem(label: "Sam Other <sam@example.org>", isSelected: true)]),
                .showImplicitData(implicit("sam@example.org (user usr_sam)")),
                .showMenu(["login", "register", "quit"]),
            ])
        #expect(
            interactor.calls == [
                .profiles, .implicitData(profileId: .lin), .startLogin(profileId: .lin), .profiles,
                .implicitData(profileId: .sam),
            ])
    }

    // MARK: Choosing a profile

    @Test(
        "choosing another profile lists them to answer by number or email, an empty line going back"
    )
    func profileChoices() async {
        let (sut, view, _, _) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.chooseProfile)

        #expect(
            view.messages == [
                .showProfileChoices(
                    WelcomeText.chooseProfileQuestion,
                    ["lin@example.org: Lin Example", "sam@example.org: Sam Other"],
                    Question(
                        prompt: WelcomeText.profilePrompt,
                        answers: [
                            .init(0, words: ["lin@example.org"]), .init(1, words: ["sam@example.org"]),
                        ],
                        isNumbered: true, emptyLine: .goBack,
                        refusal: "Please choose 1–2, or type a keyword such as \"lin@example.org\"."
                            + " An empty line goes back."))
            ])
    }

    @Test("the profile chosen becomes the selected one")
    func chooseProfile() async {
        let (sut, view, interactor, router) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        interactor.profileLists = [
            .success([WelcomeFixtures.lin, WelcomeFixtures.sam]),
            .success([WelcomeFixtures.lin, WelcomeFixtures.sam]),
        ]
        interactor.implicitData = [implicitData(of: .lin), implicitData(of: .sam)]
        interactor.loginStarts = [.success(.needsPin(.sample))]
        await sut.viewDidLoad()
        await sut.didChoose(.chooseProfile)
        view.clear()

        await sut.didChoose(profileAt: 1)
        await sut.didChoose(.login)

        #expect(
            view.messages == [
                Self.profilesHeading,
                .showProfiles(WelcomeFixtures.samSelected),
                .showImplicitData(implicit("sam@example.org (user usr_sam)")),
                .showMenu(["login", "profile", "register", "quit"]),
            ])
        #expect(
            interactor.calls == [
                .profiles, .implicitData(profileId: .lin), .profiles, .implicitData(profileId: .sam),
                .startLogin(profileId: .sam),
            ])
        #expect(router.messages == [.didStartLogin(.sample)])
    }

    @Test("a profile no longer in the list leaves the selection as it was and shows the list as it is now")
    func chooseProfileGone() async {
        let (sut, view, interactor, router) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        interactor.profileLists = [
            .success([WelcomeFixtures.lin, WelcomeFixtures.sam]), .success([WelcomeFixtures.lin]),
        ]
        interactor.implicitData = [implicitData(of: .lin), implicitData(of: .lin)]
        await sut.viewDidLoad()
        await sut.didChoose(.chooseProfile)
        view.clear()

        await sut.didChoose(profileAt: 2)

        #expect(
            view.messages == [
                Self.profilesHeading,
                .showProfiles([ProfileListItem(label: "Lin Example <lin@example.org>", isSelected: true)]),
                .showImplicitData(implicit("lin@example.org (user usr_lin)")),
                .showMenu(["login", "register", "quit"]),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("an empty line when choosing a profile goes back to the menu, the selection unchanged")
    func chooseProfileBack() async {
        let (sut, view, interactor, _) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        interactor.loginStarts = [.success(.needsPin(.sample))]
        await sut.viewDidLoad()
        await sut.didChoose(.chooseProfile)
        view.clear()

        await sut.didGoBack()
        await sut.didChoose(.login)

        #expect(view.messages == [.showMenu(["login", "profile", "register", "quit"])])
        #expect(
            interactor.calls == [.profiles, .implicitData(profileId: .lin), .startLogin(profileId: .lin)])
    }

    // MARK: The other choices

    @Test("Register routes to registration")
    func register() async {
        let (sut, _, _, router) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        await sut.viewDidLoad()

        await sut.didChoose(.register)

        #expect(router.messages == [.didChooseRegistration])
    }

    @Test("Quit routes to the end of the run")
    func quit() async {
        let (sut, _, _, router) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        await sut.viewDidLoad()

        await sut.didChoose(.quit)

        #expect(router.messages == [.didQuit])
    }

    @Test("choices that are not on the menu are refused: no login and no profile choice without profiles")
    func hiddenChoices() async {
        let (sut, view, interactor, router) = makeSUT(profiles: [])
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.login)
        await sut.didChoose(.chooseProfile)

        let problem = WelcomeViewSpy.Message.showError(.problem(sut.menu.unknownChoiceMessage))
        #expect(view.messages == [problem, problem])
        #expect(interactor.calls == [.profiles])
        #expect(router.messages.isEmpty)
    }

    @Test("end of input ends quietly: nothing started, nothing routed", arguments: [false, true])
    func endOfInput(whileChoosingProfile: Bool) async {
        let (sut, view, interactor, router) = makeSUT(profiles: [WelcomeFixtures.lin, WelcomeFixtures.sam])
        await sut.viewDidLoad()
        if whileChoosingProfile { await sut.didChoose(.chooseProfile) }
        view.clear()

        await sut.viewDidReachEndOfInput()

        #expect(view.messages.isEmpty)
        #expect(interactor.calls == [.profiles, .implicitData(profileId: .lin)])
        #expect(router.messages.isEmpty)
    }

    // MARK: Helpers

    private func makeSUT(
        profiles: [RegisteredProfile], notice: RouteNotice? = nil
    ) -> (WelcomePresenter, WelcomeViewSpy, WelcomeInteractorMock, WelcomeRouterSpy) {
        let view = WelcomeViewSpy()
        let interactor = WelcomeInteractorMock()
        interactor.profileLists = [.success(profiles)]
        // The first profile is selected when the screen loads, and its implicit data shown.
        interactor.implicitData = Script(profiles.prefix(1).map { implicitData(of: $0.id) })
        let router = WelcomeRouterSpy()
        let sut = WelcomePresenter(notice: notice, interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }

    /// The implicit data the interactor reads for `profileId`.
    private func implicitData(of profileId: ProfileID) -> Result<String, AppError> {
        .success(WelcomeFixtures.accounts[profileId, default: ""])
    }

    private func session(of profileId: ProfileID) -> UserSession {
        UserSession(
            owner: .profile(profileId), fullName: "Lin Example", email: "lin@example.org", roleName: "Guest",
            schoolName: "Riverside Secondary", academicUnitName: "Visitors", permissions: [], expiresAt: 0)
    }
}
