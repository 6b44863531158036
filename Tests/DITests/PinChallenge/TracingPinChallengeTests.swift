import Interactors
import Testing

@testable import DI

@MainActor
@Suite("The PinChallenge interactor decorator")
struct TracingPinChallengeTests {
    static let pinRequest = PinRequest(pinLength: 5, previousFailures: 1, maximumFailures: 3)

    @Test("the interactor decorator hands over every use case between its two hops; a secret by its length")
    func interactor() async {
        let spy = PinChallengeInteractorSpy<UserSession>(step: .enterPin(Self.pinRequest))
        let sut = TracingPinChallengeInteractor(base: spy, trace: spy.log.trace("PinChallenge")) {
            "signed in to \(ModuleTrace.describe($0.owner))"
        }

        #expect(await sut.currentStep() == .enterPin(Self.pinRequest))
        #expect(await sut.answer(SecretInput("24680")) == .enterPin(Self.pinRequest))
        spy.step = .touchSensor(.logIn)
        #expect(await sut.confirmBiometric(.notRecognised) == .touchSensor(.logIn))
        spy.step = .succeeded(DashboardInteractorSpy.session)
        #expect(await sut.decline() == .succeeded(DashboardInteractorSpy.session))
        await sut.cancel()

        #expect(
            spy.log.entries == [
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
        #expect(!spy.log.hops.joined().contains("24680"))
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
    func steps(_ step: PinEntryStep<UserSession>, _ named: String) async {
        let spy = PinChallengeInteractorSpy<UserSession>(step: step)
        let sut = TracingPinChallengeInteractor(base: spy, trace: spy.log.trace("PinChallenge")) { _ in "" }

        _ = await sut.answer(SecretInput("open sesame"))

        #expect(spy.log.hops.last == "trace: PinChallenge: Interactor -> Presenter: \(named)")
        #expect(!spy.log.hops.joined().contains("open sesame"))
    }

    @Test("on a route that needs a session, the decorator ends it too, traced")
    func endsSession() async {
        let spy = PinChallengeInteractorSpy<UserSession>(step: .choosePassword)
        let sut = TracingPinChallengeInteractor<UserSession, any SessionEnding>(
            base: spy, sessions: spy, trace: spy.log.trace("PinChallenge")
        ) { _ in "" }

        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<PinChallengeInteractorSpy<UserSession>.Call>.Entry {
        .hop("trace: PinChallenge: " + line)
    }
}
