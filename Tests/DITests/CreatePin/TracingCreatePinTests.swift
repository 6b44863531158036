import Interactors
import Testing

@testable import DI

@MainActor
@Suite("The CreatePin interactor decorator")
struct TracingCreatePinTests {
    @Test("the interactor decorator traces each use case; a PIN by its length, broken rules by their number")
    func interactor() async {
        let spy = CreatePinInteractorSpy()
        spy.broken = [.noSequence, .notCommon]
        spy.chosen = .succeeded(DashboardInteractorSpy.session)
        let sut = TracingCreatePinInteractor(base: spy, trace: spy.log.trace("CreatePin"))

        #expect(await sut.currentStep() == .chooseNewPin(CreatePinInteractorSpy.request))
        #expect(
            sut.brokenRules(of: SecretInput("12345"), under: CreatePinInteractorSpy.request.rules)
                == spy.broken)
        #expect(await sut.choose(SecretInput("24680")) == .succeeded(DashboardInteractorSpy.session))
        await sut.cancel()

        #expect(
            spy.log.entries == [
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
        let hops = spy.log.hops.joined()
        #expect(!hops.contains("12345") && !hops.contains("24680") && !hops.contains("sequence"))
    }

    @Test("a refused PIN is traced as refused, never by the rule it broke")
    func refusedPin() async {
        let spy = CreatePinInteractorSpy()
        spy.chosen = .chooseNewPin(
            NewPinRequest(rules: CreatePinInteractorSpy.request.rules, previousProblem: .notCommon))
        let sut = TracingCreatePinInteractor(base: spy, trace: spy.log.trace("CreatePin"))

        _ = await sut.choose(SecretInput("24680"))

        #expect(
            spy.log.hops.last
                == "trace: CreatePin: Interactor -> Presenter: new PIN requested again (refused)")
        #expect(!spy.log.hops.joined().contains("24680"))
    }

    @Test("on the PIN change's route the decorator ends the session too, traced")
    func endsSession() async {
        let spy = CreatePinInteractorSpy()
        let sut: any ChangePinNewInteracting = TracingCreatePinInteractor(
            base: spy, sessions: spy, trace: spy.log.trace("CreatePin"))

        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<CreatePinInteractorSpy.Call>.Entry {
        .hop("trace: CreatePin: " + line)
    }
}
