import Interactors
import TestSupport
import Testing

@testable import Presenters

/// The dashboard's context switch, app details and app-to-web items, and the session check that
/// runs when the person acts.
@MainActor
@Suite("Dashboard presenter: contexts, app details, app-to-web and the session check")
struct DashboardMoreActionsPresenterTests {
    private let fullMenu = DashboardPresenter.keywords
    private let revoked = AppError.sessionEnded(.revoked)
    private let url = "https://web.viper-auth.local/sso?token=t0k3n"
    private let appInfo = AppInfo(appId: "viper-auth-cli", version: "1.0.0", platform: "linux")

    // MARK: App details

    @Test(
        "App details checks the session, then shows the app id, version and platform, then the menu")
    func appDetails() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.appInfos = [.success(appInfo)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.appDetails)

        #expect(
            view.messages == [
                .showDetails(
                    heading: "App details:",
                    lines: ["App id:   viper-auth-cli", "Version:  1.0.0", "Platform: linux"]),
                .showMenu(fullMenu),
            ])
        #expect(
            interactor.calls == [.session(profileId: .ada), .session(profileId: .ada), .appDetails])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "app details that cannot be fetched show the error and the menu; choosing again retries",
        arguments: [AppError.serverUnreachable, .serverUnavailable, .serverNotTrusted])
    func appDetailsError(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.appInfos = [.failure(error), .success(appInfo)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.appDetails)
        await sut.didChoose(.appDetails)

        #expect(
            view.messages == [
                .showError(.failure(ErrorPresentation(error))), .showMenu(fullMenu),
                .showDetails(
                    heading: "App details:",
                    lines: ["App id:   viper-auth-cli", "Version:  1.0.0", "Platform: linux"]),
                .showMenu(fullMenu),
            ])
        #expect(
            interactor.calls == [
                .session(profileId: .ada), .session(profileId: .ada), .appDetails, .session(profileId: .ada),
                .appDetails,
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("a device the server does not recognise ends the session: logout, then Welcome says why")
    func appDetailsDeviceNotRecognised() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.appInfos = [.failure(.deviceNotRecognised)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.appDetails)

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [
                .session(profileId: .ada), .session(profileId: .ada), .appDetails,
                .endSession(.profile(.ada)),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(.deviceNotRecognised))])
    }

    // MARK: App-to-web

    @Test("Sign in on the web shows the one-time URL and how to open it")
    func appToWeb() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.webURLs = [.success(url)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.appToWeb)

        #expect(
            view.messages == [
                .showDetails(
                    heading: "Web sign-in link (works once, for a short time):",
                    lines: [url, "Open it with: viper-auth browser '\(url)'"]),
                .showMenu(fullMenu),
            ])
        #expect(interactor.calls == [.session(profileId: .ada), .appToWebURL(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test(
        "the command to open the URL repeats the app's --home, quoted for the shell",
        arguments: [
            (nil, "viper-auth browser"), ("/tmp/home", "viper-auth browser --home '/tmp/home'"),
            ("/tmp/it's here", "viper-auth browser --home '/tmp/it'\\''s here'"),
        ] as [(String?, String)])
    func appToWebRepeatsHome(homeOption: String?, command: String) async {
        let (sut, view, interactor, _) = makeSUT(homeOption: homeOption)
        interactor.webURLs = [.success(url)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.appToWeb)

        #expect(
            view.messages == [
                .showDetails(
                    heading: "Web sign-in link (works once, for a short time):",
                    lines: [url, "Open it with: \(command) '\(url)'"]),
                .showMenu(fullMenu),
            ])
    }

    @Test("with --server, the command to open the URL repeats the server's URL after the home")
    func appToWebRepeatsServer() async {
        let (sut, view, interactor, _) = makeSUT(
            homeOption: "/tmp/home", serverOption: "http://127.0.0.1:8720")
        interactor.webURLs = [.success(url)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.appToWeb)

        let command = "viper-auth browser --home '/tmp/home' --server 'http://127.0.0.1:8720'"
        #expect(
            view.messages == [
                .showDetails(
                    heading: "Web sign-in link (works once, for a short time):",
                    lines: [url, "Open it with: \(command) '\(url)'"]),
                .showMenu(fullMenu),
            ])
    }

    @Test(
        "an app-to-web URL that cannot be had shows the error and the menu",
        arguments: [AppError.serverUnreachable, .serverUnavailable])
    func appToWebError(_ error: AppError) async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.webURLs = [.failure(error)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.appToWeb)

        #expect(view.messages == [.showError(.failure(ErrorPresentation(error))), .showMenu(fullMenu)])
        #expect(interactor.calls == [.session(profileId: .ada), .appToWebURL(profileId: .ada)])
        #expect(router.messages.isEmpty)
    }

    @Test("an app-to-web call that finds the session ended logs out and goes to Welcome with the reason")
    func appToWebSessionEnded() async {
        let (sut, view, interactor, router) = makeSUT()
        interactor.webURLs = [.failure(revoked)]
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(.appToWeb)

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [
                .session(profileId: .ada), .appToWebURL(profileId: .ada),
                .endSession(.profile(.ada)),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(revoked))])
    }

    // MARK: The session check when the person acts

    @Test(
        "a session ended on the server while the menu waited is noticed at the next action: logout, Welcome",
        arguments: [DashboardAction.idToken, .appDetails])
    func sessionEndedWhileWaiting(_ action: DashboardAction) async {
        let (sut, view, interactor, router) = makeSUT(sessions: [
            .success(DashboardFixtures.teacher), .failure(revoked),
        ])
        await sut.viewDidLoad()
        view.clear()

        await sut.didChoose(action)

        #expect(view.messages.isEmpty)
        #expect(
            interactor.calls == [
                .session(profileId: .ada), .session(profileId: .ada),
                .endSession(.profile(.ada)),
            ])
        #expect(router.messages == [.sessionDidEnd(notice: .sessionEnded(revoked))])
    }

    @Test("a session check that cannot reach the server does not stop the action; the action reports")
    func sessionCheckUnreachable() async {
        let (sut, view, interactor, router) = makeSUT(sessions: [
            .success(DashboardFixtures.teacher), .failure(.serverUnreachable),
        ])
        interactor.idTokens = [.success(IdToken(claims: ["sub": .string("usr_lin")]))]
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

    // MARK: Helpers

    private func makeSUT(
        homeOption: String? = nil, serverOption: String? = nil,
        sessions: Script<Result<UserSession, AppError>>? = nil
    ) -> (DashboardPresenter, DashboardViewSpy, DashboardInteractorMock, DashboardRouterSpy) {
        let view = DashboardViewSpy()
        let interactor = DashboardInteractorMock(homeOption: homeOption, serverOption: serverOption)
        interactor.sessions = sessions ?? .always(.success(DashboardFixtures.teacher))
        let router = DashboardRouterSpy()
        let sut = DashboardPresenter(
            owner: .profile(.ada), notice: nil, interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
