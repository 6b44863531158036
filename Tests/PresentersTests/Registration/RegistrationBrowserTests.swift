import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Registration presenter: the system browser and the device code")
struct RegistrationBrowserTests {
    private struct SUT {
        let presenter: RegistrationPresenter
        let view: RegistrationViewSpy
        let interactor: RegistrationInteractorMock
        let router: RegistrationRouterSpy
    }

    /// What the person does, and the wait ending as the terminal ends it: the event runs and its
    /// step goes to the presenter.
    private enum Act {
        case person(RegistrationAct)
        case waitEnds
    }

    private static let url =
        "http://127.0.0.1:40123/oauth2/authorize?response_type=code&client_id=viper-auth-cli&state=s1"
    private static let port = 40321
    private static let redirect = "http://127.0.0.1:40321/callback?code=c1&state=s1"
    private static let signIn = BrowserSignIn(url: url, redirectPort: port, registration: .sample)
    private static let code = DeviceCode(
        verificationURI: "http://127.0.0.1:40123/oauth2/device",
        completeVerificationURI: "http://127.0.0.1:40123/oauth2/device?user_code=WDJB-MJHT",
        userCode: "WDJB-MJHT",
        expiresInSeconds: 600)
    private static let deviceSignIn = DeviceSignIn(code: code, registration: .sample)
    private static let cancelled = RegistrationViewSpy.Message.showNotice(RegistrationText.cancelled)
    private static let waitForBrowser = RegistrationViewSpy.Message.askWhileWaiting(
        RegistrationText.browserQuestion, progress: RegistrationText.waitingForBrowser)
    private static let waitForApproval = RegistrationViewSpy.Message.askWhileWaiting(
        RegistrationText.deviceQuestion, progress: RegistrationText.waitingForApproval)

    private func makeSUT(steps: Script<RegistrationStep> = [], waits: Script<RegistrationStep> = []) -> SUT {
        let view = RegistrationViewSpy()
        let interactor = RegistrationInteractorMock()
        interactor.steps = steps
        interactor.waits = waits
        let router = RegistrationRouterSpy()
        let presenter = RegistrationPresenter(interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private func run(_ sut: SUT, _ acts: Act...) async {
        await sut.presenter.viewDidLoad()
        for act in acts {
            switch act {
            case .person(let act):
                await sut.presenter.perform(act)
            case .waitEnds:
                guard let endWait = sut.view.endWait else {
                    Issue.record("the wait ended while no question waited")
                    return
                }
                await endWait()
            }
        }
    }

    /// The browser screen up to its wait: the address, the browser opened, the question.
    private static func browserScreen(launchProblem: BrowserLaunchProblem? = nil) -> [RegistrationViewSpy
        .Message]
    {
        [
            .showProgress(RegistrationText.preparingBrowserSignIn), .hideProgress,
            .showHeading(
                title: RegistrationText.browserTitle,
                lines: RegistrationText.browserLines(url: url, port: port, homeOption: nil)),
            .showProgress(RegistrationText.openingBrowser), .hideProgress,
        ] + (launchProblem.map { [.showError(.problem(RegistrationText.browserNotOpened($0)))] } ?? []) + [
            waitForBrowser
        ]
    }

    private static let deviceScreen: [RegistrationViewSpy.Message] = [
        .showProgress(RegistrationText.askingForDeviceCode), .hideProgress,
        .showHeading(title: RegistrationText.deviceTitle, lines: RegistrationText.deviceLines(code)),
        waitForApproval,
    ]

    // MARK: Browser

    @Test("browser: the address is shown, the browser opened, and its redirect leads to the new PIN")
    func browserComesBack() async {
        let sut = makeSUT(steps: [.openBrowser(Self.signIn)], waits: [RegistrationFixtures.needsPin])

        await run(sut, .person(.choose(.browser)), .waitEnds)

        #expect(sut.view.messages == RegistrationFixtures.menuScreen + Self.browserScreen())
        #expect(sut.interactor.calls == [.startBrowserRegistration, .openBrowser, .waitForBrowser])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test(
        "browser: an error redirect, a time limit or a refused code ends the attempt with why, then the menu",
        arguments: [
            AppError.browserLoginFailed(reason: .cancelledAtLoginPage),
            .browserLoginFailed(reason: .forgotPassword),
            .browserLoginFailed(reason: .accessDenied),
            .browserLoginFailed(reason: .noRedirectInTime(seconds: 300)),
            .authorizationCodeRejected, .serverNotTrusted,
        ])
    func browserEndsBadly(error: AppError) async {
        let sut = makeSUT(steps: [.openBrowser(Self.signIn)], waits: [.failed(error)])

        await run(sut, .person(.choose(.browser)), .waitEnds)

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.browserScreen() + [
                    .showError(.failure(ErrorPresentation(error)))
                ]
                + RegistrationFixtures.menuScreen)
        #expect(sut.interactor.calls == [.startBrowserRegistration, .openBrowser, .waitForBrowser])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("browser: the time limit and the login page's own endings read as what happened")
    func browserWords() {
        #expect(
            ErrorPresentation(.browserLoginFailed(reason: .noRedirectInTime(seconds: 300))).lines == [
                "Browser sign-in timed out: The browser did not come back within 5 minutes.",
                "Choose \"browser\" to start a new sign-in.",
            ])
        #expect(
            ErrorPresentation(.browserLoginFailed(reason: .noRedirectInTime(seconds: 90))).message
                == "The browser did not come back within 90 seconds.")
        #expect(
            ErrorPresentation(.browserLoginFailed(reason: .cancelledAtLoginPage)).lines == [
                "Sign-in cancelled: You cancelled on the login page; this device was not registered.",
                "Choose \"browser\" to start a new sign-in.",
            ])
        #expect(
            ErrorPresentation(.browserLoginFailed(reason: .forgotPassword)).lines == [
                "Password reset: You chose \"Forgot password\" on the login page.",
                "Reset your password with the identity provider, then sign in again.",
            ])
        // The provider's code is named; its own explanation never reaches the app.
        #expect(
            ErrorPresentation(.browserLoginFailed(reason: .providerError(code: "temporarily_unavailable")))
                .message == "The login page reported an error (temporarily_unavailable).")
    }

    @Test(
        "browser: a browser that does not open says why, and the sign-in waits for the address opened by hand",
        arguments: [
            BrowserLaunchProblem.couldNotStart(program: "xdg-open"),
            .failed(program: "firefox", exitStatus: 1),
            .killed(program: "chromium", signal: 9),
        ])
    func browserDoesNotOpen(problem: BrowserLaunchProblem) async {
        let sut = makeSUT(steps: [.openBrowser(Self.signIn)], waits: [RegistrationFixtures.needsPin])
        sut.interactor.launchProblems = [problem]

        await run(sut, .person(.choose(.browser)), .waitEnds)

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.browserScreen(launchProblem: problem))
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("browser: why the browser did not open, in words")
    func launchWords() {
        #expect(
            RegistrationText.browserNotOpened(.couldNotStart(program: "xdg-open"))
                == "The browser did not open: xdg-open could not be started (is it installed?). "
                + "Open the address above by hand, or type device.")
        #expect(
            RegistrationText.browserNotOpened(.failed(program: "firefox", exitStatus: 3))
                == "The browser did not open: firefox exited with status 3. Open the address above by hand, or type device."
        )
    }

    @Test("browser: the lines give the address, the tunnel, the terminal stand-in and what the prompt takes")
    func browserLines() {
        #expect(
            RegistrationText.browserLines(url: Self.url, port: 40321, homeOption: "/tmp/it's here") == [
                "Sign in on the login page in your browser; it comes back here by itself.",
                "If no browser opens, open this address by hand:",
                "  \(Self.url)",
                "From a browser on another machine, forward the port first: ssh -L 40321:127.0.0.1:40321 THIS-HOST",
                "Or sign in in a second terminal: viper-auth browser --home '/tmp/it'\\''s here' '\(Self.url)'",
                "You may also paste the address the browser ended on (http://127.0.0.1:40321/callback?…).",
                "Type device to sign in with a code instead. An empty line cancels.",
            ])
    }

    @Test("browser: a pasted redirect answers the sign-in and leads to the new PIN")
    func pastedRedirect() async {
        let sut = makeSUT(steps: [.openBrowser(Self.signIn), RegistrationFixtures.needsPin])

        await run(sut, .person(.choose(.browser)), .person(.enter(Self.redirect)))

        #expect(sut.view.messages == RegistrationFixtures.menuScreen + Self.browserScreen())
        #expect(
            sut.interactor.calls == [
                .startBrowserRegistration, .openBrowser, .answerBrowserRedirect(Self.redirect),
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("browser: a pasted line that is no redirect is refused and the wait goes on")
    func pastedGarbage() async {
        let sut = makeSUT(steps: [.openBrowser(Self.signIn)], waits: [RegistrationFixtures.needsPin])
        sut.interactor.redirectRefusals = [.browserLoginFailed(reason: .notARedirectToThisApp)]

        await run(sut, .person(.choose(.browser)), .person(.enter("https://example.org/")), .waitEnds)

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.browserScreen() + [
                    .showError(
                        .failure(ErrorPresentation(.browserLoginFailed(reason: .notARedirectToThisApp)))),
                    Self.waitForBrowser,
                ])
        #expect(
            sut.interactor.calls == [
                .startBrowserRegistration, .openBrowser, .answerBrowserRedirect("https://example.org/"),
                .waitForBrowser,
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("browser: a pasted redirect of another sign-in ends the attempt, as it always has")
    func pastedWrongState() async {
        let error = AppError.browserLoginFailed(reason: .belongsToAnotherSignIn)
        let sut = makeSUT(steps: [.openBrowser(Self.signIn), .failed(error)])

        await run(sut, .person(.choose(.browser)), .person(.enter(Self.redirect)))

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.browserScreen() + [
                    .showError(.failure(ErrorPresentation(error)))
                ]
                + RegistrationFixtures.menuScreen)
    }

    /// The view hands an empty line and Ctrl-C during the wait over as the same cancel intent.
    @Test("browser: an empty line or Ctrl-C cancels the sign-in and goes back to the menu")
    func browserCancelled() async {
        let sut = makeSUT(steps: [.openBrowser(Self.signIn)])

        await run(sut, .person(.choose(.browser)), .person(.cancel))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.browserScreen() + [Self.cancelled]
                + RegistrationFixtures.menuScreen)
        #expect(
            sut.interactor.calls == [.startBrowserRegistration, .openBrowser, .cancelBrowserRegistration])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("browser: end of input cancels the sign-in; a wait ending afterwards is ignored")
    func browserEndOfInput() async {
        let sut = makeSUT(steps: [.openBrowser(Self.signIn)])
        await run(sut, .person(.choose(.browser)))

        await sut.presenter.viewDidReachEndOfInput()
        await sut.presenter.didFinishWaiting(RegistrationFixtures.needsPin)

        #expect(
            sut.interactor.calls == [.startBrowserRegistration, .openBrowser, .cancelBrowserRegistration])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("browser: no loopback port shows why and the menu")
    func noLoopback() async {
        let sut = makeSUT(steps: [.failed(.loopbackUnavailable)])

        await run(sut, .person(.choose(.browser)))

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + [
                    .showProgress(RegistrationText.preparingBrowserSignIn), .hideProgress,
                    .showError(.failure(ErrorPresentation(.loopbackUnavailable))),
                ] + RegistrationFixtures.menuScreen)
    }

    @Test("browser: typing device at the wait leaves the browser for a device code")
    func deviceFallback() async {
        let sut = makeSUT(
            steps: [.openBrowser(Self.signIn), .showDeviceCode(Self.deviceSignIn)],
            waits: [RegistrationFixtures.needsPin])

        await run(sut, .person(.choose(.browser)), .person(.choose(.device)), .waitEnds)

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.browserScreen() + Self.deviceScreen)
        #expect(
            sut.interactor.calls == [
                .startBrowserRegistration, .openBrowser, .cancelBrowserRegistration, .startDeviceRegistration,
                .waitForDeviceApproval,
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    // MARK: Device code

    @Test("device: the page and the code are shown, and the approval leads to the new PIN")
    func deviceApproved() async {
        let sut = makeSUT(steps: [.showDeviceCode(Self.deviceSignIn)], waits: [RegistrationFixtures.needsPin])

        await run(sut, .person(.choose(.device)), .waitEnds)

        #expect(sut.view.messages == RegistrationFixtures.menuScreen + Self.deviceScreen)
        #expect(sut.interactor.calls == [.startDeviceRegistration, .waitForDeviceApproval])
        #expect(sut.router.messages == [.needsPin(.sample)])
        #expect(
            RegistrationText.deviceLines(Self.code) == [
                "On any device with a browser, open:",
                "  http://127.0.0.1:40123/oauth2/device",
                "and enter the code: WDJB-MJHT",
                "(or open http://127.0.0.1:40123/oauth2/device?user_code=WDJB-MJHT, which fills in the code)",
                "The code expires in 10m. An empty line cancels.",
            ])
    }

    @Test(
        "device: a denied or expired code says so and shows the menu",
        arguments: [AppError.deviceSignInDenied, .deviceCodeExpired, .serverUnreachable])
    func deviceEndsBadly(error: AppError) async {
        let sut = makeSUT(steps: [.showDeviceCode(Self.deviceSignIn)], waits: [.failed(error)])

        await run(sut, .person(.choose(.device)), .waitEnds)

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.deviceScreen + [
                    .showError(.failure(ErrorPresentation(error)))
                ]
                + RegistrationFixtures.menuScreen)
        #expect(sut.router.messages.isEmpty)
    }

    @Test("device: an empty line or Ctrl-C cancels, and so does the end of input")
    func deviceCancelled() async {
        let cancelled = makeSUT(steps: [.showDeviceCode(Self.deviceSignIn)])
        let ended = makeSUT(steps: [.showDeviceCode(Self.deviceSignIn)])

        await run(cancelled, .person(.choose(.device)), .person(.cancel))
        await run(ended, .person(.choose(.device)))
        await ended.presenter.viewDidReachEndOfInput()

        #expect(
            cancelled.view.messages == RegistrationFixtures.menuScreen + Self.deviceScreen + [Self.cancelled]
                + RegistrationFixtures.menuScreen)
        #expect(cancelled.interactor.calls == [.startDeviceRegistration, .cancelDeviceRegistration])
        #expect(ended.interactor.calls == [.startDeviceRegistration, .cancelDeviceRegistration])
        #expect(cancelled.router.messages.isEmpty)
        #expect(ended.router.messages.isEmpty)
    }

    @Test("the menu offers the device code after the browser")
    func menu() {
        let keywords = RegistrationText.menu.items.map(\.keyword)
        #expect(
            keywords == ["signin", "signup", "browser", "device", "twostep", "code", "stateless", "back"])
    }
}
