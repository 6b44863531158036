import Interactors
import TestSupport
import Testing

@MainActor
@Suite("The PinChallenge interactor decorator")
struct TracingPinChallengeTests {
    static let pinRequest = PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)

    @Test("the interactor decorator hands over every use case between its two hops; a secret by its length")
    func interactor() async throws {
        let mock = PinChallengeInteractorMock<UserSession>()
        mock.currentSteps = [.enterPin(Self.pinRequest)]
        mock.steps = [.enterPin(Self.pinRequest), .touchSensor(.logIn), .succeeded(TraceFixtures.session)]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("PinChallenge")).traced(mock)

        #expect(await sut.currentStep() == .enterPin(Self.pinRequest))
        #expect(await sut.answer(SecretInput("24680")) == .enterPin(Self.pinRequest))
        #expect(await sut.confirmBiometric(.notRecognised) == .touchSensor(.logIn))
        #expect(await sut.decline() == .succeeded(TraceFixtures.session))
        await sut.cancel()

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: currentStep()"), .call(.currentStep),
                hop("Interactor -> Presenter: PIN requested (1 failed, 2 left)"),
                hop("Presenter -> Interactor: answer(5 characters, hidden)"),
                .call(.answer(SecretInput("24680"))),
                hop("Interactor -> Presenter: PIN requested (1 failed, 2 left)"),
                hop("Presenter -> Interactor: confirmBiometric(notRecognised)"),
                .call(.confirmBiometric(.notRecognised)),
                hop("Interactor -> Presenter: biometric check requested"),
                hop("Presenter -> Interactor: decline()"), .call(.decline),
                hop("Interactor -> Presenter: signed in to profile prf_ada"),
                hop("Presenter -> Interactor: cancel()"), .call(.cancel),
                hop("Interactor -> Presenter: cancelled"),
            ])
        #expect(!log.hops.joined().contains("24680"))
    }

    @Test(
        "each step is named, never by a secret",
        arguments: [
            (
                PinEntryStep<UserSession>.enterPassword(previousAttemptFailed: true),
                "password requested again (wrong)"
            ),
            (.enterPassword(previousAttemptFailed: false), "password requested"),
            (.choosePassword, "new password requested"),
            (.failed(.cancelled), "failed: \(AppError.cancelled)"),
        ])
    func steps(_ step: PinEntryStep<UserSession>, _ named: String) async throws {
        let mock = PinChallengeInteractorMock<UserSession>()
        mock.steps = [step]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("PinChallenge")).traced(mock)

        _ = await sut.answer(SecretInput("open sesame"))

        #expect(log.hops.last == "trace: PinChallenge: Interactor -> Presenter: \(named)")
        #expect(!log.hops.joined().contains("open sesame"))
    }

    @Test(
        "on a PIN change's route, which needs a session, the decorator ends it too, traced, and names its success"
    )
    func endsSession() async throws {
        let mock = PinChallengeInteractorMock<NewPinRequest>()
        mock.steps = [.succeeded(TraceFixtures.newPinRequest)]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("PinChallenge")).traced(mock as any ChangePinCurrentInteracting)

        _ = await sut.decline()
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: decline()"), .call(.decline),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(.profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop<Outcome>(_ line: String) -> DecoratorLog<PinChallengeInteractorMock<Outcome>.Call>.Entry
    {
        .hop("trace: PinChallenge: " + line)
    }
}
