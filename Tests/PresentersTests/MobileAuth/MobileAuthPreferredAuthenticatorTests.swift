import Interactors
import Testing

@testable import Presenters

@MainActor
@Suite("Mobile authentication presenter: confirming with the sensor or the password")
struct MobileAuthPreferredAuthenticatorTests {
    private let menu = ["enroll", "pending", "handle", "back"]
    private let library = PushRequest(
        id: "psh_1", profileId: "prf_ada", message: "Sign in to the library", isOneTimePassword: false,
        createdAt: 1_799_999_970, expiresAt: 1_800_000_090)
    private let pin = PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)
    private let password = "blue harbour lantern"
    private let sensor = ChallengeStep.confirmBiometric(.pushConfirmation)
    private let askPassword = ChallengeStep.enterPassword(previousAttemptFailed: false)
    private let noPending = MobileAuthViewSpy.Message.showLines(["No pending push requests."])
    private let accepted = MobileAuthViewSpy.Message.showLines([
        "\u{201C}Sign in to the library\u{201D}: accepted."
    ])
    private let sensorLines = MobileAuthViewSpy.Message.showLines([
        SensorText.request(.pushConfirmation),
        "Touch the sensor: type \"yes\" to be recognised, \"no\" to fail, \"pin\" to use the PIN.",
    ])
    private let passwordLines = MobileAuthViewSpy.Message.showLines([
        "Confirm with your password. An empty line uses the PIN instead.",
        "A wrong password denies the request and logs you out.",
    ])
    private let pinLines = MobileAuthViewSpy.Message.showLines([
        "Confirm with your PIN (5 digits). An empty line leaves the request pending.",
        "A wrong PIN denies the request and logs you out.",
    ])

    // MARK: The sensor

    @Test("accept, then a recognised sensor: accepted without the PIN", arguments: ["yes", "Y", " yes "])
    func sensorRecognised(_ line: String) async {
        let (sut, view, interactor, router) = await acceptedSUT(then: [sensor, handled(.accepted)])

        await sut.didSubmit(line)

        #expect(
            view.messages == [
                sensorLines, .ask(.text("Sensor")), .showProgress("Checking…"), .hideProgress, accepted,
                noPending, .showMenu(menu),
            ])
        #expect(
            interactor.calls.suffix(3) == [
                .decide(accept: true), .confirmBiometric(.recognised), .pendingRequests(profileId: "prf_ada"),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("a sensor that does not recognise the person says so, then asks the PIN, which confirms")
    func sensorNotRecognised() async {
        let (sut, view, interactor, _) = await acceptedSUT(then: [sensor, .enterPin(pin), handled(.accepted)])
        view.clear()

        await sut.didSubmit("no")
        await sut.didSubmit("28461")

        #expect(
            view.messages == [
                .showProgress("Checking…"), .hideProgress, .showProblem("Not recognised."), pinLines,
                .ask(.secret("PIN")), .showProgress("Checking your PIN…"), .hideProgress, accepted, noPending,
                .showMenu(menu),
            ])
        #expect(
            interactor.calls.suffix(3) == [
                .confirmBiometric(.notRecognised), .confirm(pinLength: 5),
                .pendingRequests(profileId: "prf_ada"),
            ])
    }

    @Test("\"pin\" at the sensor chooses the PIN, with no complaint", arguments: ["pin", "PIN"])
    func sensorUsePin(_ line: String) async {
        let (sut, view, interactor, _) = await acceptedSUT(then: [sensor, .enterPin(pin)])
        view.clear()

        await sut.didSubmit(line)

        #expect(view.messages == [.showProgress("Checking…"), .hideProgress, pinLines, .ask(.secret("PIN"))])
        #expect(interactor.calls.last == .confirmBiometric(.usePin))
    }

    @Test("an empty line at the sensor declines it: the PIN is asked")
    func sensorDeclined() async {
        let (sut, view, interactor, _) = await acceptedSUT(then: [sensor, .enterPin(pin)])
        view.clear()

        await sut.didSubmit("")

        #expect(view.messages == [pinLines, .ask(.secret("PIN"))])
        #expect(interactor.calls.last == .usePinInstead)
    }

    @Test(
        "garbage at the sensor is refused and asked again; nothing is answered",
        arguments: ["maybe", "1", "accept"])
    func sensorGarbage(_ line: String) async {
        let (sut, view, interactor, _) = await acceptedSUT(then: [sensor, handled(.accepted)])
        view.clear()

        await sut.didSubmit(line)

        #expect(view.messages == [.showProblem("Please type \"yes\", \"no\" or \"pin\".")])
        #expect(interactor.calls.last == .decide(accept: true))
        await sut.didSubmit("yes")
        #expect(
            interactor.calls.suffix(2) == [
                .confirmBiometric(.recognised), .pendingRequests(profileId: "prf_ada"),
            ])
    }

    // MARK: The password

    @Test("accept, then the preferred password: accepted without the PIN")
    func passwordAccepted() async {
        let (sut, view, interactor, router) = await acceptedSUT(then: [askPassword, handled(.accepted)])

        await sut.didSubmit(password)

        #expect(
            view.messages == [
                passwordLines, .ask(.secret("Password")), .showProgress("Checking your password…"),
                .hideProgress,
                accepted, noPending, .showMenu(menu),
            ])
        #expect(
            interactor.calls.suffix(3) == [
                .decide(accept: true), .confirmWithPassword(length: 20),
                .pendingRequests(profileId: "prf_ada"),
            ])
        #expect(router.messages.isEmpty)
    }

    @Test("an empty password uses the PIN instead")
    func passwordDeclined() async {
        let (sut, view, interactor, _) = await acceptedSUT(then: [askPassword, .enterPin(pin)])
        view.clear()

        await sut.didSubmit("")

        #expect(view.messages == [pinLines, .ask(.secret("PIN"))])
        #expect(interactor.calls.last == .usePinInstead)
    }

    @Test("a wrong password denies the request and ends the session here: Welcome says it was the password")
    func wrongPassword() async {
        let (sut, view, interactor, router) = await acceptedSUT(
            then: [askPassword, handled(.authenticationFailed)])
        view.clear()

        await sut.didSubmit("not my password")

        #expect(
            view.messages == [
                .showProgress("Checking your password…"), .hideProgress,
                .showLines(["\u{201C}Sign in to the library\u{201D}: denied (wrong password)."]),
            ])
        let failed = PushOutcome(request: library, result: .authenticationFailed)
        #expect(
            router.messages == [
                .sessionDidEnd(notice: MobileAuthText.loggedOut(failed, answeredWith: .password))
            ])
        let ended: [MobileAuthInteractorMock.Call] = [
            .confirmWithPassword(length: 15), .endSession(profileId: "prf_ada"),
        ]
        #expect(interactor.calls.suffix(2) == ended)
        await sut.didSubmit("handle")
        #expect(interactor.calls.suffix(2) == ended)
    }

    @Test("a wrong PIN after the sensor fell back names the PIN")
    func wrongPinAfterSensor() async {
        let (sut, _, interactor, router) = await acceptedSUT(
            then: [sensor, .enterPin(pin), handled(.authenticationFailed)])
        await sut.didSubmit("no")

        await sut.didSubmit("11111")

        let failed = PushOutcome(request: library, result: .authenticationFailed)
        #expect(
            router.messages == [.sessionDidEnd(notice: MobileAuthText.loggedOut(failed, answeredWith: .pin))])
        #expect(interactor.calls.last == .endSession(profileId: "prf_ada"))
    }

    // MARK: End of input

    @Test("end of input at the sensor or the password leaves the request pending, the PIN cancelled too")
    func endOfInput() async {
        for question in [sensor, askPassword] {
            let (sut, _, interactor, router) = await acceptedSUT(
                then: [question, .enterPin(pin), handled(.leftPending)])

            await sut.viewDidReachEndOfInput()

            #expect(interactor.calls.suffix(3) == [.decide(accept: true), .cancel, .cancel])
            #expect(router.messages.isEmpty)
            await sut.didSubmit("yes")
            #expect(interactor.calls.last == .cancel)
        }
    }

    @Test("the trace names each hop and never the password")
    func traces() async {
        let hops = HopRecorder()
        let (sut, _, interactor, _) = makeSUT(tracer: hops.tracer)
        interactor.steps = [.decidePush(library), askPassword, handled(.accepted)]
        await sut.viewDidLoad()
        await sut.didSubmit("handle")
        await sut.didSubmit("accept")
        await sut.didSubmit(password)

        #expect(!hops.lines.joined().contains(password))
        #expect(
            hops.lines.contains("trace: MobileAuth: View -> Presenter: password (20 characters)")
                && hops.lines.contains(
                    "trace: MobileAuth: Presenter -> Interactor: confirm with password (20 characters)")
                && hops.lines.contains("trace: MobileAuth: Interactor -> Presenter: password requested"))
    }

    // MARK: Helpers

    private func handled(_ result: PushResult) -> ChallengeStep {
        .finished(.pushRequestsHandled([PushOutcome(request: library, result: result)]))
    }

    /// A loaded screen on which the person chose handle and accepted the library request; the view
    /// has recorded nothing yet of what follows the accept.
    private func acceptedSUT(then steps: [ChallengeStep]) async -> (
        MobileAuthPresenter, MobileAuthViewSpy, MobileAuthInteractorMock, MobileAuthRouterSpy
    ) {
        let (sut, view, interactor, router) = makeSUT()
        await sut.viewDidLoad()
        interactor.steps = [.decidePush(library)] + steps
        await sut.didSubmit("handle")
        view.clear()
        await sut.didSubmit("accept")
        return (sut, view, interactor, router)
    }

    private func makeSUT(tracer: Tracer = .disabled)
        -> (MobileAuthPresenter, MobileAuthViewSpy, MobileAuthInteractorMock, MobileAuthRouterSpy)
    {
        let view = MobileAuthViewSpy()
        let interactor = MobileAuthInteractorMock()
        let router = MobileAuthRouterSpy()
        let sut = MobileAuthPresenter(
            profileId: "prf_ada", interactor: interactor, router: router, tracer: tracer)
        sut.view = view
        return (sut, view, interactor, router)
    }
}
