import Interactors
import Testing

@testable import Presenters

@MainActor
@Suite("Registration presenter: browser, two-step, one-time code and stateless")
struct RegistrationIdentityProviderTests {
    private struct SUT {
        let presenter: RegistrationPresenter
        let view: RegistrationViewSpy
        let interactor: RegistrationInteractorMock
        let router: RegistrationRouterSpy
    }

    private static let url =
        "https://login.viper-auth.local/authorize?response_type=code&client_id=viper-auth-cli&state=s1"
    private static let redirect = "viperauth://callback?code=c1&state=s1"
    private static let needsPin = ChallengeStep.createPin(ChallengeFixtures.newPinRequest())
    private static let menuScreen: [RegistrationViewSpy.Message] = [
        .showHeading(title: "Register", lines: ["Prove who you are to register this device."]),
        .showMenu(
            Menu<RegistrationChoice>([
                .init(.signIn, keyword: "signin", title: "Sign in with email and password"),
                .init(.signUp, keyword: "signup", title: "Sign up for a new account"),
                .init(.browser, keyword: "browser", title: "Sign in through the browser"),
                .init(
                    .twoStep, keyword: "twostep",
                    title: "Two-step: email and password, then a confirmation code"),
                .init(.oneTimeCode, keyword: "code", title: "Register with a one-time code"),
                .init(
                    .stateless, keyword: "stateless", title: "Stateless session: sign in without registering"),
                .init(.back, keyword: "back", title: "Back"),
            ])),
    ]
    private static let cancelled = RegistrationViewSpy.Message.showNotice(
        "Cancelled: this device was not registered.")
    private static let askRedirect = RegistrationViewSpy.Message.ask(
        .text("Redirect URL", maximumLength: 4096))
    private static let askCode = RegistrationViewSpy.Message.ask(.text("Code"))
    private static let askRegistrationCode = RegistrationViewSpy.Message.ask(.text("Registration code"))
    private static let checkingPassword: [RegistrationViewSpy.Message] = [
        .showProgress("Checking your email and password…"), .hideProgress,
    ]

    private func makeSUT(
        steps: [ChallengeStep] = [], unreadableRedirects: Set<String> = [],
        statelessResult: Result<UserSession, AppError> = .success(ChallengeFixtures.session),
        homeOption: String? = nil, tracer: Tracer = .disabled
    ) -> SUT {
        let view = RegistrationViewSpy()
        let interactor = RegistrationInteractorMock(
            steps: steps, unreadableRedirects: unreadableRedirects, statelessResult: statelessResult,
            homeOption: homeOption)
        let router = RegistrationRouterSpy()
        let presenter = RegistrationPresenter(interactor: interactor, router: router, tracer: tracer)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private func run(_ sut: SUT, _ lines: String...) async {
        await sut.presenter.viewDidLoad()
        for line in lines { await sut.presenter.didSubmit(line) }
    }

    private static func browserScreen(home: String? = nil) -> [RegistrationViewSpy.Message] {
        let homePart = home.map { " --home '\($0)'" } ?? ""
        return [
            .showHeading(
                title: "Sign in through the browser",
                lines: [
                    "Open this address in a browser to sign in:",
                    "  \(url)",
                    "Open it with: viper-auth browser\(homePart) '\(url)'",
                    "(in a second terminal). Then paste the address the browser ended on",
                    "(viperauth://callback?…) here. An empty line cancels.",
                ]),
            askRedirect,
        ]
    }

    // MARK: Browser

    @Test("browser: shows the address and how to open it, then the pasted redirect leads to the new PIN")
    func browserSuccess() async {
        let sut = makeSUT(steps: [.openBrowser(url: Self.url), Self.needsPin])

        await run(sut, "browser", Self.redirect)

        #expect(sut.view.messages == Self.menuScreen + Self.browserScreen())
        #expect(
            sut.interactor.messages == [.startBrowserRegistration, .answerBrowserRedirect(Self.redirect)])
        #expect(sut.router.messages == [.needsPin])
    }

    @Test("browser: the hint repeats the app's --home, quoted for the shell, so both use one server")
    func browserHintHasHome() async {
        let sut = makeSUT(steps: [.openBrowser(url: Self.url)], homeOption: "/tmp/it's here")

        await run(sut, "3")

        #expect(sut.view.messages == Self.menuScreen + Self.browserScreen(home: "/tmp/it'\\''s here"))
    }

    @Test("browser: a line that is no redirect is refused and asked again; the attempt goes on")
    func browserGarbage() async {
        let sut = makeSUT(
            steps: [.openBrowser(url: Self.url), Self.needsPin], unreadableRedirects: ["garbage"])

        await run(sut, "browser", "garbage", Self.redirect)

        #expect(
            sut.view.messages
                == Self.menuScreen + Self.browserScreen() + [
                    .showError(ErrorPresentation(.browserLoginFailed(reason: .notAnAddress))),
                    Self.askRedirect,
                ])
        #expect(
            sut.interactor.messages == [
                .startBrowserRegistration, .answerBrowserRedirect("garbage"),
                .answerBrowserRedirect(Self.redirect),
            ])
        #expect(sut.router.messages == [.needsPin])
    }

    @Test(
        "browser: an error redirect or a wrong state ends the attempt with its message and the menu",
        arguments: [
            BrowserSignInProblem.cancelledAtLoginPage, .forgotPassword, .belongsToAnotherSignIn,
            .accessDenied, .providerError(code: "server_error"),
            .repeatedParameter, .missingCode,
        ])
    func browserRefused(problem: BrowserSignInProblem) async {
        let error = AppError.browserLoginFailed(reason: problem)
        let sut = makeSUT(steps: [.openBrowser(url: Self.url), .failed(error)])

        await run(sut, "browser", Self.redirect)

        #expect(
            sut.view.messages
                == Self.menuScreen + Self.browserScreen() + [.showError(ErrorPresentation(error))]
                + Self.menuScreen)
        #expect(sut.router.messages.isEmpty)
    }

    @Test("browser: each way the login page ends reads as what the person did")
    func browserWords() {
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
        #expect(
            ErrorPresentation(.browserLoginFailed(reason: .belongsToAnotherSignIn)).lines == [
                "Redirect refused: This redirect belongs to a different sign-in attempt (its state does not match).",
                "Choose \"browser\" to start a new sign-in.",
            ])
        #expect(
            ErrorPresentation(.browserLoginFailed(reason: .accessDenied)).message
                == "The login page denied access.")
        // The provider's code is named; its own explanation never reaches the app.
        #expect(
            ErrorPresentation(.browserLoginFailed(reason: .providerError(code: "temporarily_unavailable")))
                .message == "The login page reported an error (temporarily_unavailable).")
    }

    @Test("browser: an empty line cancels the attempt and goes back to the menu")
    func browserEmptyLineCancels() async {
        let sut = makeSUT(steps: [.openBrowser(url: Self.url)])

        await run(sut, "browser", "  ")

        #expect(
            sut.view.messages == Self.menuScreen + Self.browserScreen() + [Self.cancelled] + Self.menuScreen)
        #expect(sut.interactor.messages == [.startBrowserRegistration, .cancelRegistration])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("browser: end of input cancels the attempt waiting for the redirect")
    func browserEndOfInput() async {
        let sut = makeSUT(steps: [.openBrowser(url: Self.url)])
        await run(sut, "browser")

        await sut.presenter.viewDidReachEndOfInput()
        await sut.presenter.didSubmit(Self.redirect)

        #expect(sut.interactor.messages == [.startBrowserRegistration, .cancelRegistration])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("browser: an engine that cannot start the sign-in shows why and the menu")
    func browserStartFails() async {
        let error = AppError.engineUnavailable(.deviceData(.homeNotFound))
        let sut = makeSUT(steps: [.failed(error)])

        await run(sut, "browser")

        #expect(
            sut.view.messages == Self.menuScreen + [.showError(ErrorPresentation(error))] + Self.menuScreen)
        #expect(sut.router.messages.isEmpty)
    }

    // MARK: Two-step

    private static let twoStepForm: [RegistrationViewSpy.Message] = [
        .showHeading(
            title: "Two-step sign-in",
            lines: [
                "Enter the email and password of your account; then confirm the code the server shows.",
                "An empty email goes back.",
            ]),
        .ask(.text("Email", maximumLength: 254)),
        .ask(.secret("Password")),
    ]

    private static func challenge(_ code: String, status: CustomChallengeStatus? = nil) -> ChallengeStep {
        .answerChallengeCode(CustomChallengeRequest(code: code, status: status))
    }

    private static let challengeScreen: [RegistrationViewSpy.Message] = [
        .showHeading(
            title: "Confirm it is you",
            lines: ["Your confirmation code is 042917. Type it to confirm. An empty line cancels."]),
        askCode,
    ]

    @Test("two-step: credentials, then the code shown is typed back: the new PIN is asked")
    func twoStepSuccess() async {
        let sut = makeSUT(steps: [Self.challenge("042917"), Self.needsPin])

        await run(sut, "twostep", "lin@example.org", "correct horse", "042917")

        #expect(
            sut.view.messages == Self.menuScreen + Self.twoStepForm + Self.checkingPassword
                + Self.challengeScreen)
        #expect(
            sut.interactor.messages == [
                .startTwoStepRegistration(email: "lin@example.org", password: SecretInput("correct horse")),
                .answerChallengeCode("042917"),
            ])
        #expect(sut.router.messages == [.needsPin])
    }

    @Test(
        "two-step: the status of a code asked again says how many tries are left",
        arguments: [(2, "Wrong code, 2 tries left."), (1, "Wrong code, 1 try left.")])
    func twoStepStatusWords(remaining: Int, sentence: String) {
        #expect(RegistrationText.challengeStatus(.wrongAnswer(remainingTries: remaining)) == sentence)
    }

    @Test("two-step: a wrong answer shows the status and the code again, and asks again")
    func twoStepRetry() async {
        let sut = makeSUT(steps: [
            Self.challenge("042917"), Self.challenge("042917", status: .wrongAnswer(remainingTries: 2)),
            Self.needsPin,
        ])

        await run(sut, "twostep", "lin@example.org", "correct horse", "111111", "042917")

        #expect(
            sut.view.messages
                == Self.menuScreen + Self.twoStepForm + Self.checkingPassword + Self.challengeScreen + [
                    .showErrors([RegistrationText.challengeStatus(.wrongAnswer(remainingTries: 2))]),
                    .showLines([
                        "Your confirmation code is 042917. Type it to confirm. An empty line cancels."
                    ]),
                    Self.askCode,
                ])
        #expect(sut.router.messages == [.needsPin])
    }

    @Test("two-step: too many wrong answers end the attempt with its message and the menu")
    func twoStepTooMany() async {
        let sut = makeSUT(steps: [Self.challenge("042917"), .failed(.customRegistrationFailed)])

        await run(sut, "twostep", "lin@example.org", "correct horse", "111111")

        #expect(
            Array(sut.view.messages.suffix(3))
                == [.showError(ErrorPresentation(.customRegistrationFailed))] + Self.menuScreen)
        #expect(sut.router.messages.isEmpty)
    }

    @Test("two-step: a wrong email and password pair shows the one message and asks again from the email")
    func twoStepInvalidCredentials() async {
        let sut = makeSUT(steps: [.failed(.invalidCredentials)])

        await run(sut, "twostep", "lin@example.org", "wrong")

        #expect(
            sut.view.messages
                == Self.menuScreen + Self.twoStepForm + Self.checkingPassword + [
                    .showError(ErrorPresentation(.invalidCredentials)),
                    .ask(.text("Email", maximumLength: 254)),
                ])
    }

    @Test("two-step: other refusals show the error and the menu")
    func twoStepRefused() async {
        let sut = makeSUT(steps: [.failed(.serverUnreachable)])

        await run(sut, "twostep", "lin@example.org", "correct horse")

        #expect(
            sut.view.messages
                == Self.menuScreen + Self.twoStepForm + Self.checkingPassword + [
                    .showError(ErrorPresentation(.serverUnreachable))
                ] + Self.menuScreen)
    }

    @Test(
        "two-step: an answer that is not the code's six digits costs no try and is asked again",
        arguments: ["12345", "1234567", "04291x", "code!!"])
    func twoStepMalformedAnswer(answer: String) async {
        let sut = makeSUT(steps: [Self.challenge("042917"), Self.needsPin])

        await run(sut, "twostep", "lin@example.org", "correct horse", answer, " 042917 ")

        #expect(
            sut.view.messages
                == Self.menuScreen + Self.twoStepForm + Self.checkingPassword + Self.challengeScreen + [
                    .showErrors(["The code is 6 digits, as shown above. Type it again."]), Self.askCode,
                ])
        #expect(
            sut.interactor.messages == [
                .startTwoStepRegistration(email: "lin@example.org", password: SecretInput("correct horse")),
                .answerChallengeCode("042917"),
            ])
        #expect(sut.router.messages == [.needsPin])
    }

    @Test("two-step: an empty email goes back; an empty password is asked again")
    func twoStepEmptyFields() async {
        let sut = makeSUT()

        await run(sut, "twostep", "", "twostep", "lin@example.org", "")

        #expect(
            sut.view.messages
                == Self.menuScreen + Array(Self.twoStepForm.prefix(2)) + Self.menuScreen + Self.twoStepForm
                + [
                    .showErrors(["Enter your password."])
                ])
        #expect(sut.interactor.messages.isEmpty)
    }

    @Test("two-step: an empty answer, or the end of input, cancels the attempt")
    func twoStepCancel() async {
        let emptyLine = makeSUT(steps: [Self.challenge("042917")])
        await run(emptyLine, "twostep", "lin@example.org", "correct horse", "")
        #expect(Array(emptyLine.view.messages.suffix(3)) == [Self.cancelled] + Self.menuScreen)
        #expect(emptyLine.interactor.messages.last == .cancelRegistration)

        let endOfInput = makeSUT(steps: [Self.challenge("042917")])
        await run(endOfInput, "twostep", "lin@example.org", "correct horse")
        await endOfInput.presenter.viewDidReachEndOfInput()
        #expect(endOfInput.interactor.messages.last == .cancelRegistration)
        #expect(endOfInput.router.messages.isEmpty)
    }

    // MARK: One-time code

    private static let codeScreen: [RegistrationViewSpy.Message] = [
        .showHeading(
            title: "Register with a one-time code",
            lines: [
                "Get a code in a second terminal with: viper-auth browser --code",
                "(sign in there; the code works once, for a few minutes). Paste it here.",
                "An empty line goes back.",
            ]),
        askRegistrationCode,
    ]
    private static let redeeming: [RegistrationViewSpy.Message] = [
        .showProgress("Checking the code…"), .hideProgress,
    ]

    @Test("one-time code: says where a code comes from; a valid code leads to the new PIN")
    func oneTimeCodeSuccess() async {
        let sut = makeSUT(steps: [Self.needsPin])

        await run(sut, "code", " k3y-c0de ")

        #expect(sut.view.messages == Self.menuScreen + Self.codeScreen + Self.redeeming)
        #expect(sut.interactor.messages == [.registerWithOneTimeCode("k3y-c0de")])
        #expect(sut.router.messages == [.needsPin])
    }

    @Test("one-time code: a refused code shows why and asks again; an empty line goes back")
    func oneTimeCodeRefused() async {
        let sut = makeSUT(steps: [.failed(.invalidOneTimeCode)])

        await run(sut, "code", "nonsense", "")

        #expect(
            sut.view.messages
                == Self.menuScreen + Self.codeScreen + Self.redeeming + [
                    .showError(ErrorPresentation(.invalidOneTimeCode)), Self.askRegistrationCode,
                ] + Self.menuScreen)
        #expect(sut.router.messages.isEmpty)
    }

    // MARK: Stateless

    private static let statelessForm: [RegistrationViewSpy.Message] = [
        .showHeading(
            title: "Stateless session",
            lines: [
                "Sign in for this run only: no PIN, and nothing is stored on this device.",
                "Change PIN and disconnect are not available in it. An empty email goes back.",
            ]),
        .ask(.text("Email", maximumLength: 254)),
        .ask(.secret("Password")),
    ]

    @Test("stateless: email and password start the session and the dashboard is shown")
    func statelessSuccess() async {
        let sut = makeSUT()

        await run(sut, "stateless", "lin@example.org", "correct horse")

        #expect(sut.view.messages == Self.menuScreen + Self.statelessForm + Self.checkingPassword)
        #expect(
            sut.interactor.messages == [
                .startStatelessSession(email: "lin@example.org", password: SecretInput("correct horse"))
            ])
        #expect(sut.router.messages == [.didStartStatelessSession])
    }

    @Test("stateless: a wrong pair asks again from the email; other refusals show the menu")
    func statelessRefused() async {
        let wrongPair = makeSUT(statelessResult: .failure(.invalidCredentials))
        await run(wrongPair, "stateless", "lin@example.org", "wrong")
        #expect(
            wrongPair.view.messages
                == Self.menuScreen + Self.statelessForm + Self.checkingPassword + [
                    .showError(ErrorPresentation(.invalidCredentials)),
                    .ask(.text("Email", maximumLength: 254)),
                ])
        #expect(wrongPair.router.messages.isEmpty)

        let lockedOut = makeSUT(statelessResult: .failure(.tooManySignInAttempts(retryAfterSeconds: 60)))
        await run(lockedOut, "stateless", "lin@example.org", "wrong")
        #expect(
            Array(lockedOut.view.messages.suffix(3))
                == [.showError(ErrorPresentation(.tooManySignInAttempts(retryAfterSeconds: 60)))]
                + Self.menuScreen)
        #expect(lockedOut.router.messages.isEmpty)
    }

    @Test("the trace names each hop and never the password")
    func traceHasNoSecrets() async {
        let log = ModuleTraceLog()
        let sut = makeSUT(steps: [Self.challenge("042917"), Self.needsPin], tracer: log.tracer)

        await run(sut, "twostep", "lin@example.org", "correct horse", "042917")

        #expect(log.lines.contains { $0.contains("password (13 characters)") })
        #expect(log.lines.contains { $0.contains("Presenter -> Router") })
        #expect(!log.lines.contains { $0.contains("correct horse") })
    }
}
