import Interactors
import Presenters
import Testing

@MainActor
@Suite("PinChallenge presenter")
struct PinChallengePresenterTests {
    private struct SUT {
        let presenter: PinChallengePresenter
        let view: PinChallengeViewSpy
        let interactor: PinChallengeInteractorMock
        let router: PinChallengeRouterSpy
    }

    private static let heading = PinChallengeViewSpy.Message.showHeading(
        title: "Log in", lines: ["Enter your PIN (5 digits). An empty line cancels."])
    private static let askPin = PinChallengeViewSpy.Message.ask(.secret("PIN"))
    private static let checking: [PinChallengeViewSpy.Message] = [
        .showProgress("Checking your PIN…"), .hideProgress,
    ]

    private func makeSUT(
        currentStep: ChallengeStep? = .enterPin(ChallengeFixtures.pinRequest()),
        answers: [ChallengeStep] = [],
        tracer: Tracer = .disabled
    ) -> SUT {
        let view = PinChallengeViewSpy()
        let interactor = PinChallengeInteractorMock(currentStep: currentStep, answers: answers)
        let router = PinChallengeRouterSpy()
        let presenter = PinChallengePresenter(interactor: interactor, router: router, tracer: tracer)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    @Test("shows the PIN prompt of the login in progress")
    func showsPinPrompt() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()

        #expect(sut.view.messages == [Self.heading, Self.askPin])
        #expect(sut.interactor.messages == [.currentStep])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("says how many attempts are left when earlier logins used some")
    func mentionsAttemptsUsedBefore() async {
        let sut = makeSUT(currentStep: .enterPin(ChallengeFixtures.pinRequest(failures: 1)))

        await sut.presenter.viewDidLoad()

        #expect(
            sut.view.messages == [
                .showHeading(
                    title: "Log in",
                    lines: [
                        "Enter your PIN (5 digits). An empty line cancels.",
                        "2 attempts left before this profile is removed.",
                    ]),
                Self.askPin,
            ])
    }

    @Test("routes to the dashboard on the correct PIN")
    func routesToDashboardOnCorrectPin() async {
        let sut = makeSUT(answers: [.finished(.signedIn(ChallengeFixtures.session))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")

        #expect(sut.view.messages == [Self.heading, Self.askPin] + Self.checking)
        #expect(sut.interactor.messages == [.currentStep, .answer(SecretInput("24680"))])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test(
        "a wrong PIN says how many attempts are left and asks again",
        arguments: [
            (ChallengeFixtures.pinRequest(failures: 1), "Wrong PIN. 2 attempts left."),
            (ChallengeFixtures.pinRequest(failures: 2), "Wrong PIN. 1 attempt left."),
            (ChallengeFixtures.pinRequest(failures: 1, maximum: 5), "Wrong PIN. 4 attempts left."),
        ])
    func wrongPinShowsAttemptsLeft(next: PinRequest, message: String) async {
        let sut = makeSUT(answers: [.enterPin(next), .finished(.signedIn(ChallengeFixtures.session))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("13579")
        await sut.presenter.didSubmit("24680")

        #expect(
            sut.view.messages == [Self.heading, Self.askPin] + Self.checking + [.showError(message)]
                + Self.checking)
        #expect(
            sut.interactor.messages == [
                .currentStep, .answer(SecretInput("13579")), .answer(SecretInput("24680")),
            ])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test("the last wrong PIN routes to Welcome with the deregistration notice")
    func deregistrationRoutesToWelcome() async {
        let sut = makeSUT(answers: [.failed(.profileDeregistered(.tooManyFailedAttempts))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("13579")

        #expect(
            sut.router.messages == [
                .didDeregister(
                    notice:
                        "Too many wrong PIN attempts: the profile was deregistered and removed from this device."
                )
            ])
        #expect(sut.view.messages == [Self.heading, Self.askPin] + Self.checking)
    }

    @Test("an empty line cancels the login without an attempt")
    func emptyLineCancels() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("")

        #expect(sut.interactor.messages == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: "Login cancelled.")])
        #expect(sut.view.messages == [Self.heading, Self.askPin])
    }

    @Test("the end of input cancels the login without an attempt")
    func endOfInputCancels() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.viewDidReachEndOfInput()

        #expect(sut.interactor.messages == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: nil)])
    }

    @Test(
        "a line that cannot be a PIN is refused before it costs an attempt, and the PIN asked again",
        arguments: ["abcde", "1234", "123456", "12 45", "١٢٣٤٥", " 24680"])
    func garbageCostsNoAttempt(line: String) async {
        let sut = makeSUT(answers: [.finished(.signedIn(ChallengeFixtures.session))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit(line)
        await sut.presenter.didSubmit("24680")

        #expect(
            sut.view.messages == [
                Self.heading, Self.askPin, .showError("A PIN is 5 digits, 0 to 9. Try again."),
            ]
                + Self.checking)
        #expect(sut.interactor.messages == [.currentStep, .answer(SecretInput("24680"))])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test(
        "a login that fails otherwise goes back to Welcome with the error's words",
        arguments: [
            (
                AppError.serverUnreachable,
                "No connection: The authentication server could not be reached. Check the connection and try again."
            ),
            (
                AppError.profileNotFound,
                "Unknown profile: That profile is not registered on this device. Choose another profile or register."
            ),
            (AppError.cancelled, "Login cancelled."),
        ])
    func otherFailuresEndLogin(error: AppError, notice: String) async {
        let sut = makeSUT(answers: [.failed(error)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")

        #expect(sut.router.messages == [.didEnd(notice: notice)])
        #expect(sut.interactor.messages == [.currentStep, .answer(SecretInput("24680"))])
    }

    @Test("without a login in progress it goes back to Welcome at once")
    func noLoginInProgress() async {
        let sut = makeSUT(currentStep: nil)

        await sut.presenter.viewDidLoad()

        #expect(sut.view.messages.isEmpty)
        #expect(sut.router.messages == [.didEnd(notice: "No login is in progress.")])
    }

    @Test("a login that ended before the screen opened is reported, not asked")
    func loginAlreadyFinished() async {
        let sut = makeSUT(currentStep: .finished(.signedIn(ChallengeFixtures.session)))

        await sut.presenter.viewDidLoad()

        #expect(sut.view.messages.isEmpty)
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test("a flow that asks for a new PIN instead is cancelled, not answered")
    func createPinIsCancelled() async {
        let sut = makeSUT(currentStep: .createPin(ChallengeFixtures.newPinRequest()))

        await sut.presenter.viewDidLoad()

        #expect(sut.interactor.messages == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: "Login cancelled.")])
    }

    @Test("lines and the end of input after the login ended are ignored")
    func ignoresInputAfterEnd() async {
        let sut = makeSUT(answers: [.finished(.signedIn(ChallengeFixtures.session))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")
        await sut.presenter.didSubmit("24680")
        await sut.presenter.viewDidReachEndOfInput()

        #expect(sut.interactor.messages == [.currentStep, .answer(SecretInput("24680"))])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test("traces each hop between the layers without the PIN")
    func tracesHopsWithoutPin() async {
        let log = ModuleTraceLog()
        let sut = makeSUT(answers: [.finished(.signedIn(ChallengeFixtures.session))], tracer: log.tracer)

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("24680")

        #expect(
            log.lines == [
                "trace: PinChallenge: Presenter -> Interactor: current step",
                "trace: PinChallenge: Interactor -> Presenter: PIN requested (0 failed, 3 left)",
                "trace: PinChallenge: View -> Presenter: PIN (5 characters)",
                "trace: PinChallenge: Presenter -> Interactor: answer with PIN (5 characters)",
                "trace: PinChallenge: Interactor -> Presenter: signed in to profile profile-1",
                "trace: PinChallenge: Presenter -> Router: signed in",
            ])
        #expect(!log.lines.contains { $0.contains("24680") })
    }
}
