import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("PinChallenge presenter: login with the preferred biometric or password authenticator")
struct PinChallengeOtherAuthenticatorTests {
    private typealias Step = PinEntryStep<UserSession>

    private struct SUT {
        let presenter: PinChallengePresenter<UserSession>
        let view: PinChallengeViewSpy
        let interactor: PinChallengeInteractorMock<UserSession>
        let router: PinChallengeRouterSpy
    }

    private static let text = PinChallengeText.login
    private static let sensorHeading = PinChallengeViewSpy.Message.showHeading(
        title: text.title, lines: [SensorText.request(.logIn), text.sensorInstructions])
    private static let askSensor = PinChallengeViewSpy.Message.askSensor(text.sensorQuestion)
    private static let passwordHeading = PinChallengeViewSpy.Message.showHeading(
        title: text.title, lines: PinChallengeText.enterPassword)
    private static let askPassword = PinChallengeViewSpy.Message.ask(PinChallengeText.passwordQuestion)
    private static let checking: [PinChallengeViewSpy.Message] = [
        .showProgress(text.checkingOther), .hideProgress,
    ]

    private static func pinFallback(failures: Int = 0) -> [PinChallengeViewSpy.Message] {
        let request = ChallengeFixtures.pinRequest(failures: failures)
        return [.showLines(text.pinIntroduction(request, afterOther: true)), PinChallengeFixtures.askPin]
    }

    private func makeSUT(_ first: Step, steps: Script<Step> = []) -> SUT {
        let view = PinChallengeViewSpy()
        let interactor = PinChallengeInteractorMock<UserSession>()
        interactor.currentSteps = [first]
        interactor.steps = steps
        let router = PinChallengeRouterSpy()
        let presenter = PinChallengePresenter(interactor: interactor, router: router)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private var sensor: Step { .touchSensor(.logIn) }

    @Test("the sensor recognising the person signs in")
    func sensorRecognises() async {
        let sut = makeSUT(sensor, steps: [PinChallengeFixtures.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(SensorAnswer.recognised)

        #expect(sut.view.messages == [Self.sensorHeading, Self.askSensor] + Self.checking)
        #expect(sut.interactor.calls == [.currentStep, .confirmBiometric(.recognised)])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }

    @Test("a sensor failure falls back to the PIN, saying so, and the PIN signs in")
    func sensorFailureFallsBackToPin() async {
        let sut = makeSUT(
            sensor, steps: [.enterPin(ChallengeFixtures.pinRequest()), PinChallengeFixtures.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(SensorAnswer.notRecognised)
        await sut.presenter.didEnter("24680")

        #expect(
            sut.view.messages == [Self.sensorHeading, Self.askSensor] + Self.checking + [
                .showError(.problem(RouteNoticeText.problem(for: .sensorNotRecognised)))
            ]
                + Self.pinFallback() + [.showProgress(PinChallengeText.checking), .hideProgress])
        #expect(
            sut.interactor.calls == [
                .currentStep, .confirmBiometric(.notRecognised), .answer(SecretInput("24680")),
            ])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }

    @Test("\"pin\" at the sensor chooses the PIN without an error")
    func pinChoiceAtSensor() async {
        let sut = makeSUT(sensor, steps: [.enterPin(ChallengeFixtures.pinRequest())])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didChoose(SensorAnswer.usePin)

        #expect(
            sut.view.messages == [Self.sensorHeading, Self.askSensor] + Self.checking + Self.pinFallback())
        #expect(sut.interactor.calls == [.currentStep, .confirmBiometric(.usePin)])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("an empty line at the sensor declines it: the login asks the PIN")
    func emptyLineAtSensorDeclines() async {
        let sut = makeSUT(sensor, steps: [.enterPin(ChallengeFixtures.pinRequest())])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didCancel()

        #expect(sut.view.messages == [Self.sensorHeading, Self.askSensor] + Self.pinFallback())
        #expect(sut.interactor.calls == [.currentStep, .decline])
    }

    @Test("the sensor's question is yes, no or pin, and an empty line declines it")
    func sensorQuestion() {
        #expect(
            Self.text.sensorQuestion
                == Question(
                    prompt: .text("Sensor"),
                    answers: [
                        .init(.recognised, words: ["yes", "y"]), .init(.notRecognised, words: ["no", "n"]),
                        .init(.usePin, words: ["pin"]),
                    ],
                    emptyLine: .cancel, refusal: "Please type \"yes\", \"no\" or \"pin\"."))
    }

    @Test("the end of input at the sensor cancels the whole login")
    func endOfInputAtSensorCancels() async {
        let sut = makeSUT(sensor)

        await sut.presenter.viewDidLoad()
        await sut.presenter.viewDidReachEndOfInput()

        #expect(sut.interactor.calls == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: nil)])
    }

    @Test("the right password signs in")
    func rightPasswordSignsIn() async {
        let sut = makeSUT(
            .enterPassword(previousAttemptFailed: false), steps: [PinChallengeFixtures.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("open sesame")

        #expect(sut.view.messages == [Self.passwordHeading, Self.askPassword] + Self.checking)
        #expect(sut.interactor.calls == [.currentStep, .answer(SecretInput("open sesame"))])
        #expect(sut.router.messages == [.didSignIn(owner: .profile(.profile1))])
    }

    @Test("a wrong password falls back to the PIN with the attempt counted")
    func wrongPasswordFallsBackToPin() async {
        let sut = makeSUT(
            .enterPassword(previousAttemptFailed: false),
            steps: [.enterPin(ChallengeFixtures.pinRequest(failures: 1))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("wrong one")

        #expect(
            sut.view.messages == [Self.passwordHeading, Self.askPassword] + Self.checking
                + [.showError(.problem(RouteNoticeText.problem(for: .wrongPassword)))]
                + Self.pinFallback(failures: 1))
        #expect(sut.router.messages.isEmpty)
    }

    @Test("an empty line at the password declines it: the login asks the PIN, then an empty PIN cancels")
    func emptyPasswordDeclines() async {
        let sut = makeSUT(
            .enterPassword(previousAttemptFailed: false), steps: [.enterPin(ChallengeFixtures.pinRequest())]
        )

        await sut.presenter.viewDidLoad()
        await sut.presenter.didCancel()
        await sut.presenter.didCancel()

        #expect(sut.view.messages == [Self.passwordHeading, Self.askPassword] + Self.pinFallback())
        #expect(sut.interactor.calls == [.currentStep, .decline, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: .cancelled(Self.text.flow))])
    }

    @Test("a password login that fails otherwise goes back to Welcome with the error's words")
    func passwordLoginFails() async {
        let sut = makeSUT(
            .enterPassword(previousAttemptFailed: false), steps: [.failed(.serverUnavailable)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didEnter("open sesame")

        #expect(sut.router.messages == [.didEnd(notice: .flowFailed(.serverUnavailable))])
    }
}
