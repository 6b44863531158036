import Interactors
import TestSupport
import Testing

@MainActor
@Suite("The PushConfirmation interactor decorator")
struct TracingPushConfirmationTests {
    private let pin = PinRequest(pinLength: 5, previousFailures: 0, maximumFailures: 3)

    @Test("the interactor decorator hands over every use case between its two hops; the clock is not one")
    func interactor() async throws {
        let mock = PushConfirmationInteractorMock()
        mock.currentSteps = [.decide(TraceFixtures.request)]
        mock.steps = [
            .enterPassword, .confirmWithSensor(.pushConfirmation), .enterPin(pin), .failed(.cancelled),
        ]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("PushConfirmation")).traced(mock)

        #expect(await sut.currentStep() == .decide(TraceFixtures.request))
        #expect(await sut.decide(.accept) == .enterPassword)
        #expect(await sut.usePinInstead() == .confirmWithSensor(.pushConfirmation))
        #expect(await sut.confirmWithSensor(.usePin) == .enterPin(pin))
        #expect(await sut.leavePending() == .failed(.cancelled))
        #expect(sut.now() == mock.now())
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: currentStep()"), .call(.currentStep),
                hop("Interactor -> Presenter: push request psh_1 to decide"),
                hop("Presenter -> Interactor: decide(accept)"), .call(.decide(.accept)),
                hop("Interactor -> Presenter: password requested"),
                hop("Presenter -> Interactor: usePinInstead()"), .call(.usePinInstead),
                hop("Interactor -> Presenter: biometric check requested"),
                hop("Presenter -> Interactor: confirmWithSensor(usePin)"), .call(.confirmWithSensor(.usePin)),
                hop("Interactor -> Presenter: PIN requested (0 failed, 3 left)"),
                hop("Presenter -> Interactor: leavePending()"), .call(.leavePending),
                hop("Interactor -> Presenter: failed: cancelled"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(.profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    @Test("a PIN, a password or a one-time code reaches the interactor but is traced by its length")
    func secretsByLength() async throws {
        let mock = PushConfirmationInteractorMock()
        mock.steps = .always(.handled([]))
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("PushConfirmation")).traced(mock)
        let code = try #require(OneTimeCode("284613"))

        _ = await sut.confirm(withPin: SecretInput("24680"))
        _ = await sut.confirm(withPassword: SecretInput("amber-kestrel-17"))
        _ = await sut.enterCode(code)

        #expect(
            log.hops == [
                "trace: PushConfirmation: Presenter -> Interactor: confirm(withPin: 5 characters)",
                "trace: PushConfirmation: Interactor -> Presenter: 0 push request(s) handled",
                "trace: PushConfirmation: Presenter -> Interactor: confirm(withPassword: 16 characters)",
                "trace: PushConfirmation: Interactor -> Presenter: 0 push request(s) handled",
                "trace: PushConfirmation: Presenter -> Interactor: enterCode(6 digits)",
                "trace: PushConfirmation: Interactor -> Presenter: 0 push request(s) handled",
            ])
        #expect(
            mock.calls == [
                .confirmWithPin(length: 5), .confirmWithPassword(length: 16), .enterCode("284613"),
            ])
        let hops = log.hops.joined()
        #expect(!hops.contains("24680") && !hops.contains("amber-kestrel-17") && !hops.contains("284613"))
    }

    private func hop(_ line: String) -> DecoratorLog<PushConfirmationInteractorMock.Call>.Entry {
        .hop("trace: PushConfirmation: " + line)
    }
}
