import Interactors
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Push confirmation presenter: confirming with the sensor or the password")
struct PushConfirmationPreferredAuthenticatorTests {
    private let password = "blue harbour lantern"
    private let sensor = PushStep.confirmWithSensor(.pushConfirmation)
    private let backToList = PushConfirmationRouterSpy.Message.didFinish(profileId: .ada)
    private let accepted = PushConfirmationViewSpy.Message.showLines([
        "\u{201C}Sign in to the library\u{201D}: accepted."
    ])
    private let sensorLines = PushConfirmationViewSpy.Message.showLines([
        SensorText.request(.pushConfirmation), SensorText.instructions(pinAllowed: true),
    ])
    private let passwordLines = PushConfirmationViewSpy.Message.showLines(PushConfirmationText.passwordLines)
    private var pinLines: PushConfirmationViewSpy.Message {
        .showLines(PushConfirmationText.pinLines(ChallengeFixtures.pinRequest()))
    }
    /// The calls of a screen loaded and accepted: what every story here begins with.
    private let accepting: [PushConfirmationInteractorMock.Call] = [.currentStep, .decide(.accept)]

    // MARK: The sensor

    @Test("accept, then a recognised sensor: accepted without the PIN")
    func sensorRecognised() async {
        let (sut, view, interactor, router) = await acceptedSUT(then: [sensor, handled(.accepted)])

        await sut.didChoose(SensorAnswer.recognised)

        #expect(
            view.messages == [
                sensorLines, .askSensor(PushConfirmationText.sensorQuestion),
                .showProgress(PushConfirmationText.checkingSensor),
                .hideProgress, accepted,
            ])
        #expect(interactor.calls == accepting + [.confirmWithSensor(.recognised)])
        #expect(router.messages == [backToList])
    }

    @Test("a sensor that does not recognise the person says so, then asks the PIN, which confirms")
    func sensorNotRecognised() async {
        let (sut, view, interactor, _) = await acceptedSUT(then: [
            sensor, .enterPin(ChallengeFixtures.pinRequest()), handled(.accepted),
        ])
        view.clear()

        await sut.didChoose(SensorAnswer.notRecognised)
        await sut.didEnter("28461")

        #expect(
            view.messages == [
                .showProgress(PushConfirmationText.checkingSensor), .hideProgress,
                .showError(.problem(SensorText.notRecognised)), pinLines,
                .ask(PushConfirmationText.pinQuestion),
                .showProgress(PushConfirmationText.checkingPin), .hideProgress, accepted,
            ])
        #expect(
            interactor.calls == accepting + [.confirmWithSensor(.notRecognised), .confirmWithPin(length: 5)])
    }

    @Test("\"pin\" at the sensor chooses the PIN, with no complaint")
    func sensorUsePin() async {
        let (sut, view, interactor, _) = await acceptedSUT(then: [
            sensor, .enterPin(ChallengeFixtures.pinRequest()),
        ])
        view.clear()

        await sut.didChoose(SensorAnswer.usePin)

        #expect(
            view.messages == [
                .showProgress(PushConfirmationText.checkingSensor), .hideProgress, pinLines,
                .ask(PushConfirmationText.pinQuestion),
            ])
        #expect(interactor.calls == accepting + [.confirmWithSensor(.usePin)])
    }

    @Test("an empty line at the sensor declines it: the PIN is asked")
    func sensorDeclined() async {
        let (sut, view, interactor, _) = await acceptedSUT(then: [
            sensor, .enterPin(ChallengeFixtures.pinRequest()),
        ])
        view.clear()

        await sut.didCancel()

        #expect(view.messages == [pinLines, .ask(PushConfirmationText.pinQuestion)])
        #expect(interactor.calls == accepting + [.usePinInstead])
    }

    // MARK: The password

    @Test("accept, then the preferred password: accepted without the PIN")
    func passwordAccepted() async {
        let (sut, view, interactor, router) = await acceptedSUT(then: [.enterPassword, handled(.accepted)])

        await sut.didEnter(password)

        #expect(
            view.messages == [
                passwordLines, .ask(PushConfirmationText.passwordQuestion),
                .showProgress(PushConfirmationText.checkingPassword), .hideProgress, accepted,
            ])
        #expect(interactor.calls == accepting + [.confirmWithPassword(length: 20)])
        #expect(router.messages == [backToList])
    }

    @Test("an empty password uses the PIN instead")
    func passwordDeclined() async {
        let (sut, view, interactor, _) = await acceptedSUT(then: [
            .enterPassword, .enterPin(ChallengeFixtures.pinRequest()),
        ])
        view.clear()

        await sut.didCancel()

        #expect(view.messages == [pinLines, .ask(PushConfirmationText.pinQuestion)])
        #expect(interactor.calls == accepting + [.usePinInstead])
    }

    @Test("a wrong password denies the request and ends the session here: Welcome says it was the password")
    func wrongPassword() async {
        let (sut, view, interactor, router) = await acceptedSUT(
            then: [.enterPassword, handled(.authenticationFailed)])
        view.clear()

        await sut.didEnter("not my password")

        #expect(
            view.messages == [
                .showProgress(PushConfirmationText.checkingPassword), .hideProgress,
                .showLines(["\u{201C}Sign in to the library\u{201D}: denied (wrong password)."]),
            ])
        let failed = PushOutcome(request: PushFixtures.library, result: .authenticationFailed)
        #expect(
            router.messages == [
                .sessionDidEnd(notice: .pushConfirmationFailed(failed, answeredWith: .password))
            ])
        let ended = accepting + [.confirmWithPassword(length: 15), .endSession(.profile(.ada))]
        #expect(interactor.calls == ended)
        await sut.didEnter("again")
        #expect(interactor.calls == ended)
    }

    @Test("a wrong PIN after the sensor fell back names the PIN")
    func wrongPinAfterSensor() async {
        let (sut, _, interactor, router) = await acceptedSUT(
            then: [sensor, .enterPin(ChallengeFixtures.pinRequest()), handled(.authenticationFailed)])
        await sut.didChoose(SensorAnswer.notRecognised)

        await sut.didEnter("11111")

        let failed = PushOutcome(request: PushFixtures.library, result: .authenticationFailed)
        #expect(
            router.messages == [
                .sessionDidEnd(notice: .pushConfirmationFailed(failed, answeredWith: .pin))
            ])
        #expect(
            interactor.calls
                == accepting + [
                    .confirmWithSensor(.notRecognised), .confirmWithPin(length: 5),
                    .endSession(.profile(.ada)),
                ])
    }

    // MARK: End of input and the trace

    @Test(
        "end of input at the sensor or the password leaves the request pending, the PIN cancelled too",
        arguments: [PushStep.confirmWithSensor(.pushConfirmation), .enterPassword])
    func endOfInput(_ question: PushStep) async {
        let (sut, _, interactor, router) = await acceptedSUT(
            then: [question, .enterPin(ChallengeFixtures.pinRequest()), handled(.leftPending)])

        await sut.viewDidReachEndOfInput()

        #expect(interactor.calls == accepting + [.leavePending, .leavePending])
        #expect(router.messages.isEmpty)
        await sut.didChoose(SensorAnswer.recognised)
        #expect(interactor.calls == accepting + [.leavePending, .leavePending])
    }

    // MARK: Helpers

    private func handled(_ result: PushResult) -> PushStep {
        .handled([PushOutcome(request: PushFixtures.library, result: result)])
    }

    /// A screen on which the person accepted the library request; the view has recorded nothing yet
    /// of what follows the accept.
    private func acceptedSUT(then steps: Script<PushStep>) async -> (
        PushConfirmationPresenter, PushConfirmationViewSpy, PushConfirmationInteractorMock,
        PushConfirmationRouterSpy
    ) {
        let (sut, view, interactor, router) = makeSUT()
        interactor.steps = steps
        await sut.viewDidLoad()
        view.clear()
        await sut.didChoose(DecisionAnswer.accept)
        return (sut, view, interactor, router)
    }

    private func makeSUT() -> (
        PushConfirmationPresenter, PushConfirmationViewSpy, PushConfirmationInteractorMock,
        PushConfirmationRouterSpy
    ) {
        let view = PushConfirmationViewSpy()
        let interactor = PushConfirmationInteractorMock()
        interactor.currentSteps = [.decide(PushFixtures.library)]
        let router = PushConfirmationRouterSpy()
        let sut = PushConfirmationPresenter(
            handling: PushFixtures.handling, interactor: interactor, router: router)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
