import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("PinChallenge presenter: the PIN of a login")
struct PinChallengePresenterTests {
    private typealias Step = PinEntryStep<UserSession>

    private struct SUT {
        let presenter: PinChallengePresenter<UserSession>
        let view: PinChallengeViewSpy
        let interactor: PinChallengeInteractorMock<UserSession>
        let router: PinChallengeRouterSpy
    }

    private static let text = PinChallengeText.login
    private static let request = ChallengeFixtures.pinRequest()
    private static let heading = PinChallengeViewSpy.Message.showHeading(
        title: text.title, lines: text.pinIntroduction(request, afterOther: false))

    private func makeSUT(
        currentStep: Step = .enterPin(request), steps: Script<Step> = []
    ) -> SUT {
        let view = PinChallengeViewSpy()
        let interactor = PinChallengeInteractorMock<UserSession>()
        interactor.currentSteps = [currentStep]
        interactor.steps = steps
        let router = PinChallengeRouterSpy()
        let presenter = PinChallengePresenter(interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    @Test("shows the PIN prompt of the login in progress")
    func showsPinPrompt() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()

        #expect(sut.view.messages == [Self.heading, PinChallengeFixtures.askPin])
        #expect(sut.interactor.calls == [.currentStep])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("says how many attempts are left when earlier logins used some")
    func mentionsAttemptsUsedBefore() async {
        let request = ChallengeFixtures.pinRequest(failures: 1)
        let sut = makeSUT(currentStep: .enterPin(request))

        await sut.presenter.viewDidLoad()

        #expect(
            sut.view.messages == [
                .showHeading(
                    title: Self.text.title, lines: Self.text.pinIntroduction(request, afterOther: false)),
                PinChallengeFixtures.askPin,
            ])
        #expect(sut.interactor.calls == [.currentStep])
        #expect(Self.text.pinIntroduction(request, afterOther: false).count == 2)
    }

    @Test("routes to the dashboard on the correct PIN")
    func routesToDashboardOnCorrectPin() async {
        let sut = makeSUT(steps: [PinChallengeFixtures.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")

        #expect(
            sut.view.messages == [Self.heading, PinChallengeFixtures.askPin]
                + PinChallengeFixtures.checkingPin)
        #expect(sut.interactor.calls == [.currentStep, .answer(SecretInput("24680"))])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }

    @Test(
        "a wrong PIN says how many attempts are left and asks again",
        arguments: [
            ChallengeFixtures.pinRequest(failures: 1), ChallengeFixtures.pinRequest(failures: 2),
            ChallengeFixtures.pinRequest(failures: 1, maximum: 5),
        ])
    func wrongPinShowsAttemptsLeft(next: PinRequest) async {
        let sut = makeSUT(steps: [.enterPin(next), PinChallengeFixtures.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("13579")
        await sut.presenter.didEnter("24680")

        #expect(
            sut.view.messages == [Self.heading, PinChallengeFixtures.askPin]
                + PinChallengeFixtures.checkingPin + [
                    .showError(.problem(PinChallengeText.wrongPinWithAttempts(next)))
                ] + PinChallengeFixtures.checkingPin)
        #expect(
            sut.interactor.calls == [
                .currentStep, .answer(SecretInput("13579")), .answer(SecretInput("24680")),
            ])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }

    @Test("the last wrong PIN routes to Welcome with the deregistration notice")
    func deregistrationRoutesToWelcome() async {
        let sut = makeSUT(steps: [.failed(.profileDeregistered(.tooManyFailedAttempts))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("13579")

        #expect(
            sut.router.messages == [
                .didDeregister(notice: .deregistered(.tooManyFailedAttempts))
            ])
        #expect(
            sut.view.messages == [Self.heading, PinChallengeFixtures.askPin]
                + PinChallengeFixtures.checkingPin)
        #expect(sut.interactor.calls == [.currentStep, .answer(SecretInput("13579"))])
    }

    @Test("an empty line cancels the login without an attempt")
    func emptyLineCancels() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.didCancel()

        #expect(sut.interactor.calls == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: .cancelled(Self.text.flow))])
        #expect(sut.view.messages == [Self.heading, PinChallengeFixtures.askPin])
    }

    @Test("the end of input cancels the login without an attempt")
    func endOfInputCancels() async {
        let sut = makeSUT()

        await sut.presenter.viewDidLoad()
        await sut.presenter.viewDidReachEndOfInput()

        #expect(sut.view.messages == [Self.heading, PinChallengeFixtures.askPin])
        #expect(sut.interactor.calls == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: nil)])
    }

    @Test(
        "a line that cannot be a PIN is refused before it costs an attempt, and the PIN asked again",
        arguments: ["abcde", "1234", "123456", "12 45", "١٢٣٤٥", " 24680"])
    func garbageCostsNoAttempt(line: String) async {
        let sut = makeSUT(steps: [PinChallengeFixtures.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter(line)
        await sut.presenter.didEnter("24680")

        #expect(
            sut.view.messages == [
                Self.heading, PinChallengeFixtures.askPin,
                .showError(.problem(PinChallengeText.notAPin(Self.request))),
            ]
                + PinChallengeFixtures.checkingPin)
        #expect(sut.interactor.calls == [.currentStep, .answer(SecretInput("24680"))])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }

    @Test(
        "a login that fails otherwise goes back to Welcome with the error's words, the session policy aside",
        arguments: [AppError.serverUnreachable, .profileNotFound, .sessionEnded(.revoked), .notLoggedIn])
    func otherFailuresEndLogin(error: AppError) async {
        let sut = makeSUT(steps: [.failed(error)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")

        #expect(
            sut.view.messages == [Self.heading, PinChallengeFixtures.askPin]
                + PinChallengeFixtures.checkingPin)
        #expect(sut.router.messages == [.didEnd(notice: .flowFailed(error))])
        #expect(sut.interactor.calls == [.currentStep, .answer(SecretInput("24680"))])
    }

    @Test("a login the engine cancelled goes back to Welcome saying the login was cancelled")
    func cancelledLogin() async {
        let sut = makeSUT(steps: [.failed(.cancelled)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")

        #expect(
            sut.view.messages == [Self.heading, PinChallengeFixtures.askPin]
                + PinChallengeFixtures.checkingPin)
        #expect(sut.interactor.calls == [.currentStep, .answer(SecretInput("24680"))])
        #expect(sut.router.messages == [.didEnd(notice: .cancelled(Self.text.flow))])
    }

    @Test("a login that ended before the screen opened is reported, not asked")
    func loginAlreadyFinished() async {
        let sut = makeSUT(currentStep: PinChallengeFixtures.signedIn)

        await sut.presenter.viewDidLoad()

        #expect(sut.view.messages.isEmpty)
        #expect(sut.interactor.calls == [.currentStep])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }

    @Test("lines and the end of input after the login ended are ignored")
    func ignoresInputAfterEnd() async {
        let sut = makeSUT(steps: [PinChallengeFixtures.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("24680")
        await sut.presenter.didEnter("24680")
        await sut.presenter.viewDidReachEndOfInput()

        #expect(sut.interactor.calls == [.currentStep, .answer(SecretInput("24680"))])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }
}
