import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Registration presenter: two-step, one-time code and stateless")
struct RegistrationIdentityProviderTests {
    private struct SUT {
        let presenter: RegistrationPresenter
        let view: RegistrationViewSpy
        let interactor: RegistrationInteractorMock
        let router: RegistrationRouterSpy
    }

    private static let cancelled = RegistrationViewSpy.Message.showNotice(RegistrationText.cancelled)
    private static let askCode = RegistrationViewSpy.Message.ask(RegistrationText.challengeQuestion)
    private static let askRegistrationCode = RegistrationViewSpy.Message.ask(
        RegistrationText.oneTimeCodeQuestion)

    private func makeSUT(steps: Script<RegistrationStep> = [], homeOption: String? = nil) -> SUT {
        let view = RegistrationViewSpy()
        let interactor = RegistrationInteractorMock(homeOption: homeOption)
        interactor.steps = steps
        let router = RegistrationRouterSpy()
        let presenter = RegistrationPresenter(interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private func run(_ sut: SUT, _ acts: RegistrationAct...) async {
        await sut.presenter.viewDidLoad()
        for act in acts { await sut.presenter.perform(act) }
    }

    // MARK: Two-step

    private static let twoStepForm: [RegistrationViewSpy.Message] = [
        .showHeading(title: RegistrationText.twoStepTitle, lines: RegistrationText.twoStepIntroduction),
        RegistrationFixtures.askEmail, RegistrationFixtures.askPassword,
    ]

    private static func challenge(_ code: String, status: CustomChallengeStatus? = nil) -> RegistrationStep {
        .answerChallengeCode(code: code, status: status, .sample)
    }

    /// The calls of a two-step registration started with Lin's address and the right password.
    private static let twoStepStarted: [RegistrationInteractorMock.Call] = [
        RegistrationFixtures.checkingLin,
        .startTwoStepRegistration(email: "lin@example.org", password: SecretInput("correct horse")),
    ]

    private static let challengeScreen: [RegistrationViewSpy.Message] = [
        .showHeading(
            title: RegistrationText.challengeTitle, lines: RegistrationText.challengeLines(code: "042917")),
        askCode,
    ]

    @Test("two-step: credentials, then the code shown is typed back: the new PIN is asked")
    func twoStepSuccess() async {
        let sut = makeSUT(steps: [Self.challenge("042917"), RegistrationFixtures.needsPin])

        await run(
            sut, .choose(.twoStep), .enter("lin@example.org"), .enter("correct horse"), .enter("042917"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.twoStepForm
                + RegistrationFixtures.checkingPassword
                + Self.challengeScreen)
        #expect(
            sut.interactor.calls == Self.twoStepStarted + [.answerChallengeCode("042917")])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("two-step: the code is shown to be typed back; a line that cannot be it says its length")
    func twoStepWords() {
        #expect(
            RegistrationText.challengeLines(code: "042917") == [
                "Your confirmation code is 042917. Type it to confirm. An empty line cancels."
            ])
        #expect(
            RegistrationText.notAChallengeCode(length: 6)
                == "The code is 6 digits, as shown above. Type it again.")
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
            RegistrationFixtures.needsPin,
        ])

        await run(
            sut, .choose(.twoStep), .enter("lin@example.org"), .enter("correct horse"), .enter("111111"),
            .enter("042917"))

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.twoStepForm + RegistrationFixtures.checkingPassword
                + Self.challengeScreen + [
                    .showError(.problem(RegistrationText.challengeStatus(.wrongAnswer(remainingTries: 2)))),
                    .showLines(RegistrationText.challengeLines(code: "042917")),
                    Self.askCode,
                ])
        #expect(
            sut.interactor.calls == Self.twoStepStarted + [
                .answerChallengeCode("111111"), .answerChallengeCode("042917"),
            ])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("two-step: too many wrong answers end the attempt with its message and the menu")
    func twoStepTooMany() async {
        let sut = makeSUT(steps: [Self.challenge("042917"), .failed(.customRegistrationFailed)])

        await run(
            sut, .choose(.twoStep), .enter("lin@example.org"), .enter("correct horse"), .enter("111111"))

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.twoStepForm + RegistrationFixtures.checkingPassword
                + Self.challengeScreen
                + [.showError(.failure(ErrorPresentation(.customRegistrationFailed)))]
                + RegistrationFixtures.menuScreen)
        #expect(sut.interactor.calls == Self.twoStepStarted + [.answerChallengeCode("111111")])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("two-step: a wrong email and password pair shows the one message and asks again from the email")
    func twoStepInvalidCredentials() async {
        let sut = makeSUT(steps: [.failed(.invalidCredentials)])

        await run(sut, .choose(.twoStep), .enter("lin@example.org"), .enter("wrong"))

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.twoStepForm + RegistrationFixtures.checkingPassword
                + [
                    .showError(.failure(ErrorPresentation(.invalidCredentials))),
                    RegistrationFixtures.askEmail,
                ])
        #expect(
            sut.interactor.calls == [
                RegistrationFixtures.checkingLin,
                .startTwoStepRegistration(email: "lin@example.org", password: SecretInput("wrong")),
            ])
    }

    @Test("two-step: other refusals show the error and the menu")
    func twoStepRefused() async {
        let sut = makeSUT(steps: [.failed(.serverUnreachable)])

        await run(sut, .choose(.twoStep), .enter("lin@example.org"), .enter("correct horse"))

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.twoStepForm + RegistrationFixtures.checkingPassword
                + [
                    .showError(.failure(ErrorPresentation(.serverUnreachable)))
                ] + RegistrationFixtures.menuScreen)
        #expect(sut.interactor.calls == Self.twoStepStarted)
    }

    @Test(
        "two-step: an answer that is not the code's six digits costs no try and is asked again",
        arguments: ["12345", "1234567", "04291x", "code!!"])
    func twoStepMalformedAnswer(answer: String) async {
        let sut = makeSUT(steps: [Self.challenge("042917"), RegistrationFixtures.needsPin])

        await run(
            sut, .choose(.twoStep), .enter("lin@example.org"), .enter("correct horse"), .enter(answer),
            .enter(" 042917 "))

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.twoStepForm + RegistrationFixtures.checkingPassword
                + Self.challengeScreen + [
                    .showError(.problem(RegistrationText.notAChallengeCode(length: 6))), Self.askCode,
                ])
        #expect(
            sut.interactor.calls == Self.twoStepStarted + [.answerChallengeCode("042917")])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("two-step: an empty email goes back; an empty password is asked again")
    func twoStepEmptyFields() async {
        let sut = makeSUT()

        await run(sut, .choose(.twoStep), .goBack, .choose(.twoStep), .enter("lin@example.org"), .enter(""))

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Array(Self.twoStepForm.prefix(2))
                + RegistrationFixtures.menuScreen + Self.twoStepForm
                + [
                    .showError(.problem(RegistrationText.emptyPassword))
                ])
        #expect(sut.interactor.calls == [RegistrationFixtures.checkingLin])
    }

    @Test("two-step: an empty answer, or the end of input, cancels the attempt")
    func twoStepCancel() async {
        let emptyLine = makeSUT(steps: [Self.challenge("042917")])
        await run(emptyLine, .choose(.twoStep), .enter("lin@example.org"), .enter("correct horse"), .cancel)
        #expect(
            emptyLine.view.messages
                == RegistrationFixtures.menuScreen + Self.twoStepForm + RegistrationFixtures.checkingPassword
                + Self.challengeScreen
                + [Self.cancelled] + RegistrationFixtures.menuScreen)
        #expect(emptyLine.interactor.calls == Self.twoStepStarted + [.cancelRegistration])

        let endOfInput = makeSUT(steps: [Self.challenge("042917")])
        await run(endOfInput, .choose(.twoStep), .enter("lin@example.org"), .enter("correct horse"))
        await endOfInput.presenter.viewDidReachEndOfInput()
        #expect(endOfInput.interactor.calls == Self.twoStepStarted + [.cancelRegistration])
        #expect(endOfInput.router.messages.isEmpty)
    }

    // MARK: One-time code

    private static let codeScreen: [RegistrationViewSpy.Message] = [
        .showHeading(
            title: RegistrationText.oneTimeCodeTitle,
            lines: RegistrationText.oneTimeCodeLines(homeOption: nil)),
        askRegistrationCode,
    ]
    private static let redeeming: [RegistrationViewSpy.Message] = [
        .showProgress(RegistrationText.redeemingCode), .hideProgress,
    ]

    @Test("one-time code: says where a code comes from; a valid code leads to the new PIN")
    func oneTimeCodeSuccess() async {
        let sut = makeSUT(steps: [RegistrationFixtures.needsPin])

        await run(sut, .choose(.oneTimeCode), .enter(" k3y-c0de "))

        #expect(sut.view.messages == RegistrationFixtures.menuScreen + Self.codeScreen + Self.redeeming)
        #expect(sut.interactor.calls == [.registerWithOneTimeCode("k3y-c0de")])
        #expect(sut.router.messages == [.needsPin(.sample)])
    }

    @Test("one-time code: the hint names the companion command, with the app's --home when it has one")
    func oneTimeCodeWords() {
        #expect(
            RegistrationText.oneTimeCodeLines(homeOption: nil) == [
                "Get a code in a second terminal with: viper-auth browser --code",
                "(sign in there; the code works once, for a few minutes). Paste it here.",
                "An empty line goes back.",
            ])
        #expect(
            RegistrationText.oneTimeCodeLines(homeOption: "/tmp/h").first
                == "Get a code in a second terminal with: viper-auth browser --code --home '/tmp/h'")
    }

    @Test("one-time code: a refused code shows why and asks again; an empty line goes back")
    func oneTimeCodeRefused() async {
        let sut = makeSUT(steps: [.failed(.invalidOneTimeCode)])

        await run(sut, .choose(.oneTimeCode), .enter("nonsense"), .goBack)

        #expect(
            sut.view.messages
                == RegistrationFixtures.menuScreen + Self.codeScreen + Self.redeeming + [
                    .showError(.failure(ErrorPresentation(.invalidOneTimeCode))), Self.askRegistrationCode,
                ] + RegistrationFixtures.menuScreen)
        #expect(sut.interactor.calls == [.registerWithOneTimeCode("nonsense")])
        #expect(sut.router.messages.isEmpty)
    }

    // MARK: Stateless

    private static let statelessForm: [RegistrationViewSpy.Message] = [
        .showHeading(title: RegistrationText.statelessTitle, lines: RegistrationText.statelessIntroduction),
        RegistrationFixtures.askEmail, RegistrationFixtures.askPassword,
    ]

    @Test("stateless: email and password start the session and the dashboard is shown")
    func statelessSuccess() async {
        let sut = makeSUT()
        sut.interactor.statelessSessions = [.success(ChallengeFixtures.session)]

        await run(sut, .choose(.stateless), .enter("lin@example.org"), .enter("correct horse"))

        #expect(
            sut.view.messages == RegistrationFixtures.menuScreen + Self.statelessForm
                + RegistrationFixtures.checkingPassword)
        #expect(
            sut.interactor.calls == [
                RegistrationFixtures.checkingLin,
                .startStatelessSession(email: "lin@example.org", password: SecretInput("correct horse")),
            ])
        #expect(sut.router.messages == [.didStartStatelessSession])
    }

    @Test("stateless: a wrong pair asks again from the email; other refusals show the menu")
    func statelessRefused() async {
        let wrongPair = makeSUT()
        wrongPair.interactor.statelessSessions = [.failure(.invalidCredentials)]
        await run(wrongPair, .choose(.stateless), .enter("lin@example.org"), .enter("wrong"))
        #expect(
            wrongPair.view.messages
                == RegistrationFixtures.menuScreen + Self.statelessForm
                + RegistrationFixtures.checkingPassword + [
                    .showError(.failure(ErrorPresentation(.invalidCredentials))),
                    RegistrationFixtures.askEmail,
                ])
        #expect(wrongPair.router.messages.isEmpty)

        let lockedOut = makeSUT()
        lockedOut.interactor.statelessSessions = [.failure(.tooManySignInAttempts(retryAfterSeconds: 60))]
        await run(lockedOut, .choose(.stateless), .enter("lin@example.org"), .enter("wrong"))
        #expect(
            lockedOut.view.messages
                == RegistrationFixtures.menuScreen + Self.statelessForm
                + RegistrationFixtures.checkingPassword
                + [.showError(.failure(ErrorPresentation(.tooManySignInAttempts(retryAfterSeconds: 60))))]
                + RegistrationFixtures.menuScreen)
        let signedIn: [RegistrationInteractorMock.Call] = [
            RegistrationFixtures.checkingLin,
            .startStatelessSession(email: "lin@example.org", password: SecretInput("wrong")),
        ]
        #expect(wrongPair.interactor.calls == signedIn)
        #expect(lockedOut.interactor.calls == signedIn)
        #expect(lockedOut.router.messages.isEmpty)
    }

    // MARK: Any registration

    @Test(
        "a registration the engine ends as cancelled says nothing was registered and shows the menu",
        arguments: [
            (
                [.choose(.signIn), .enter("lin@example.org"), .enter("correct horse")],
                RegistrationText.checkingPassword
            ),
            (
                [
                    .choose(.signUp), .enter("Ada Example"), .enter("ada@example.org"),
                    .enter("correct horse"),
                    .enter("correct horse"),
                ],
                RegistrationText.creatingAccount
            ),
            ([.choose(.browser)], RegistrationText.preparingBrowserSignIn),
            ([.choose(.device)], RegistrationText.askingForDeviceCode),
            (
                [.choose(.twoStep), .enter("lin@example.org"), .enter("correct horse")],
                RegistrationText.checkingPassword
            ),
            ([.choose(.oneTimeCode), .enter("k3y-c0de")], RegistrationText.redeemingCode),
        ] as [([RegistrationAct], String?)])
    func cancelledByTheEngine(acts: [RegistrationAct], progress: String?) async {
        let sut = makeSUT(steps: [.failed(.cancelled)])

        await sut.presenter.viewDidLoad()
        for act in acts.dropLast() { await sut.presenter.perform(act) }
        let shownBefore = sut.view.messages
        if let last = acts.last { await sut.presenter.perform(last) }

        #expect(
            sut.view.messages == shownBefore + (progress.map { [.showProgress($0), .hideProgress] } ?? []) + [
                .showNotice(RegistrationText.cancelled),
                .showHeading(title: RegistrationText.title, lines: RegistrationText.introduction),
                .showMenu(RegistrationText.menu),
            ])
        #expect(sut.router.messages.isEmpty)
    }
}
