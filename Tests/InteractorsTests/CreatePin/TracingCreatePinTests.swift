import Interactors
import TestSupport
import Testing

@MainActor
@Suite("The CreatePin interactor decorator")
struct TracingCreatePinTests {
    @Test("the interactor decorator hands over every use case between its two hops; a PIN by its length")
    func interactor() async throws {
        let mock = CreatePinInteractorMock()
        mock.currentSteps = [.chooseNewPin(TraceFixtures.newPinRequest)]
        mock.brokenRules = [[.noSequence, .notCommon]]
        mock.choices = [.succeeded(TraceFixtures.session)]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("CreatePin")).traced(mock as any CreatePinInteracting)

        #expect(await sut.currentStep() == .chooseNewPin(TraceFixtures.newPinRequest))
        #expect(
            sut.brokenRules(of: SecretInput("12345"), under: TraceFixtures.newPinRequest.rules)
                == [.noSequence, .notCommon])
        #expect(await sut.choose(SecretInput("24680")) == .succeeded(TraceFixtures.session))
        await sut.cancel()

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: currentStep()"), .call(.currentStep),
                hop("Interactor -> Presenter: new PIN requested"),
                hop("Presenter -> Interactor: brokenRules(of: 5 characters, hidden)"),
                .call(.brokenRules(SecretInput("12345"))), hop("Interactor -> Presenter: rules broken: 2"),
                hop("Presenter -> Interactor: choose(5 characters, hidden)"),
                .call(.choose(SecretInput("24680"))),
                hop("Interactor -> Presenter: PIN set, profile prf_ada signed in"),
                hop("Presenter -> Interactor: cancel()"), .call(.cancel),
                hop("Interactor -> Presenter: cancelled"),
            ])
        let hops = log.hops.joined()
        #expect(!hops.contains("12345") && !hops.contains("24680") && !hops.contains("sequence"))
    }

    @Test("a refused PIN is traced as refused, never by the rule it broke")
    func refusedPin() async throws {
        let mock = CreatePinInteractorMock()
        mock.choices = [
            .chooseNewPin(
                NewPinRequest(rules: TraceFixtures.newPinRequest.rules, previousProblem: .notCommon))
        ]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("CreatePin")).traced(mock as any CreatePinInteracting)

        _ = await sut.choose(SecretInput("24680"))

        #expect(
            log.hops.last == "trace: CreatePin: Interactor -> Presenter: new PIN requested again (refused)")
        #expect(!log.hops.joined().contains("24680"))
    }

    @Test("on the PIN change's route the decorator ends the session too, traced")
    func endsSession() async throws {
        let mock = CreatePinInteractorMock()
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("CreatePin")).traced(mock as any ChangePinNewInteracting)

        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(.profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<CreatePinInteractorMock.Call>.Entry {
        .hop("trace: CreatePin: " + line)
    }
}
