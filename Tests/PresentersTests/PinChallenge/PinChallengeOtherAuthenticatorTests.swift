import Interactors
import Testing

@testable import Presenters

@MainActor
@Suite("PinChallenge presenter: login with the preferred biometric or password authenticator")
struct PinChallengeOtherAuthenticatorTests {
    private struct SUT {
        let presenter: PinChallengePresenter
        let view: PinChallengeViewSpy
        let interactor: PinChallengeInteractorMock
        let router: PinChallengeRouterSpy
    }

    private static let sensorLines = [
        SensorText.request(.logIn),
        "Touch the sensor: type \"yes\" to be recognised, \"no\" to fail, \"pin\" to use the PIN.",
    ]
    private static let sensorHeading = PinChallengeViewSpy.Message.showHeading(
        title: "Log in", lines: sensorLines)
    private static let askSensor = PinChallengeViewSpy.Message.ask(.text("Sensor"))
    private static let passwordHeading = PinChallengeViewSpy.Message.showHeading(
        title: "Log in", lines: ["Enter your password. An empty line uses the PIN instead."])
    private static let askPassword = PinChallengeViewSpy.Message.ask(.secret("Password"))
    private static let askPin = PinChallengeViewSpy.Message.ask(.secret("PIN"))
    private static let checking: [PinChallengeViewSpy.Message] = [.showProgress("Checking…"), .hideProgress]
    private static let signedIn = ChallengeStep.finished(.signedIn(ChallengeFixtures.session))

    private static func pinFallback(failures: Int = 0) -> [PinChallengeViewSpy.Message] {
        let ask = "Log in with your PIN instead (5 digits). An empty line cancels."
        let lines =
            failures == 0 ? [ask] : [ask, "\(3 - failures) attempts left before this profile is removed."]
        return [.showLines(lines), askPin]
    }

    private func makeSUT(_ first: ChallengeStep, answers: [ChallengeStep] = []) -> SUT {
        let view = PinChallengeViewSpy()
        let interactor = PinChallengeInteractorMock(currentStep: first, answers: answers)
        let router = PinChallengeRouterSpy()
        let presenter = PinChallengePresenter(interactor: interactor, router: router, tracer: .disabled)
        presenter.view = view
        return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
    }

    private var sensor: ChallengeStep { .confirmBiometric(.logIn) }

    @Test("the sensor recognising the person signs in", arguments: ["yes", "YES", " y "])
    func sensorRecognises(line: String) async {
        let sut = makeSUT(sensor, answers: [Self.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit(line)

        #expect(sut.view.messages == [Self.sensorHeading, Self.askSensor] + Self.checking)
        #expect(sut.interactor.messages == [.currentStep, .confirmBiometric(.recognised)])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test("a sensor failure falls back to the PIN, saying so, and the PIN signs in")
    func sensorFailureFallsBackToPin() async {
        let sut = makeSUT(sensor, answers: [.enterPin(ChallengeFixtures.pinRequest()), Self.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("no")
        await sut.presenter.didSubmit("24680")

        #expect(
            sut.view.messages == [Self.sensorHeading, Self.askSensor] + Self.checking + [
                .showError("Not recognised.")
            ]
                + Self.pinFallback() + [.showProgress("Checking your PIN…"), .hideProgress])
        #expect(
            sut.interactor.messages == [
                .currentStep, .confirmBiometric(.notRecognised), .answer(SecretInput("24680")),
            ])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test("\"pin\" at the sensor chooses the PIN without an error")
    func pinChoiceAtSensor() async {
        let sut = makeSUT(sensor, answers: [.enterPin(ChallengeFixtures.pinRequest())])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("pin")

        #expect(
            sut.view.messages == [Self.sensorHeading, Self.askSensor] + Self.checking + Self.pinFallback())
        #expect(sut.interactor.messages == [.currentStep, .confirmBiometric(.usePin)])
        #expect(sut.router.messages.isEmpty)
    }

    @Test("an empty line at the sensor declines it: the login asks the PIN")
    func emptyLineAtSensorDeclines() async {
        let sut = makeSUT(sensor, answers: [.enterPin(ChallengeFixtures.pinRequest())])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("")

        #expect(sut.view.messages == [Self.sensorHeading, Self.askSensor] + Self.pinFallback())
        #expect(sut.interactor.messages == [.currentStep, .decline])
    }

    @Test("garbage at the sensor is refused and the sensor asked again", arguments: ["maybe", "1", "yess"])
    func garbageAtSensor(line: String) async {
        let sut = makeSUT(sensor, answers: [Self.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit(line)
        await sut.presenter.didSubmit("yes")

        #expect(
            sut.view.messages == [
                Self.sensorHeading, Self.askSensor, .showError("Please type \"yes\", \"no\" or \"pin\"."),
            ]
                + Self.checking)
        #expect(sut.interactor.messages == [.currentStep, .confirmBiometric(.recognised)])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test("the end of input at the sensor cancels the whole login")
    func endOfInputAtSensorCancels() async {
        let sut = makeSUT(sensor)

        await sut.presenter.viewDidLoad()
        await sut.presenter.viewDidReachEndOfInput()

        #expect(sut.interactor.messages == [.currentStep, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: nil)])
    }

    @Test("the right password signs in")
    func rightPasswordSignsIn() async {
        let sut = makeSUT(.enterPassword(previousAttemptFailed: false), answers: [Self.signedIn])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("open sesame")

        #expect(sut.view.messages == [Self.passwordHeading, Self.askPassword] + Self.checking)
        #expect(sut.interactor.messages == [.currentStep, .answer(SecretInput("open sesame"))])
        #expect(sut.router.messages == [.didSignIn(profileId: "profile-1")])
    }

    @Test("a wrong password falls back to the PIN with the attempt counted")
    func wrongPasswordFallsBackToPin() async {
        let sut = makeSUT(
            .enterPassword(previousAttemptFailed: false),
            answers: [.enterPin(ChallengeFixtures.pinRequest(failures: 1))])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("wrong one")

        #expect(
            sut.view.messages == [Self.passwordHeading, Self.askPassword] + Self.checking
                + [.showError("Wrong password.")] + Self.pinFallback(failures: 1))
        #expect(sut.router.messages.isEmpty)
    }

    @Test("an empty line at the password declines it: the login asks the PIN, then an empty PIN cancels")
    func emptyPasswordDeclines() async {
        let sut = makeSUT(
            .enterPassword(previousAttemptFailed: false), answers: [.enterPin(ChallengeFixtures.pinRequest())]
        )

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("")
        await sut.presenter.didSubmit("")

        #expect(sut.view.messages == [Self.passwordHeading, Self.askPassword] + Self.pinFallback())
        #expect(sut.interactor.messages == [.currentStep, .decline, .cancel])
        #expect(sut.router.messages == [.didEnd(notice: "Login cancelled.")])
    }

    @Test("a password login that fails otherwise goes back to Welcome with the error's words")
    func passwordLoginFails() async {
        let sut = makeSUT(
            .enterPassword(previousAttemptFailed: false), answers: [.failed(.serverUnavailable)])

        await sut.presenter.viewDidLoad()
        await sut.presenter.didSubmit("open sesame")

        #expect(
            sut.router.messages == [
                .didEnd(
                    notice:
                        "Server unavailable: The authentication server could not complete the request. Try again in a moment."
                )
            ])
    }

    @Test("traces the password's length, never the password")
    func tracesWithoutPassword() async {
        let log = ModuleTraceLog()
        let view = PinChallengeViewSpy()
        let interactor = PinChallengeInteractorMock(
            currentStep: .enterPassword(previousAttemptFailed: false), answers: [Self.signedIn])
        let router = PinChallengeRouterSpy()
        let presenter = PinChallengePresenter(interactor: interactor, router: router, tracer: log.tracer)
        presenter.view = view

        await presenter.viewDidLoad()
        await presenter.didSubmit("open sesame")

        #expect(log.lines.contains("trace: PinChallenge: View -> Presenter: password (11 characters)"))
        #expect(!log.lines.contains { $0.contains("open sesame") })
    }
}
