import Interactors
import Testing

@testable import DI

@MainActor
@Suite("The Authenticators interactor decorator")
struct TracingAuthenticatorsTests {
    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let spy = AuthenticatorsInteractorSpy()
        let sut = TracingAuthenticatorsInteractor(base: spy, trace: spy.log.trace("Authenticators"))

        #expect(try await sut.authenticators(profileId: "prf_ada") == AuthenticatorsInteractorSpy.registered)
        try await sut.startRegistration(of: .biometric, profileId: "prf_ada")
        #expect(try await sut.remove(.password, profileId: "prf_ada") == AuthenticatorsInteractorSpy.removal)
        #expect(
            try await sut.prefer(.password, profileId: "prf_ada") == AuthenticatorsInteractorSpy.registered)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: authenticators(profileId: prf_ada)"),
                .call(.authenticators(profileId: "prf_ada")),
                hop("Interactor -> Presenter: 2 authenticator(s)"),
                hop("Presenter -> Interactor: startRegistration(of: biometric, profileId: prf_ada)"),
                .call(.startRegistration(.biometric, profileId: "prf_ada")),
                hop("Interactor -> Presenter: PIN requested"),
                hop("Presenter -> Interactor: remove(password, profileId: prf_ada)"),
                .call(.remove(.password, profileId: "prf_ada")),
                hop("Interactor -> Presenter: removed; 1 authenticator(s) left"),
                hop("Presenter -> Interactor: prefer(password, profileId: prf_ada)"),
                .call(.prefer(.password, profileId: "prf_ada")),
                hop("Interactor -> Presenter: preferred: password"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<AuthenticatorsInteractorSpy.Call>.Entry {
        .hop("trace: Authenticators: " + line)
    }
}
