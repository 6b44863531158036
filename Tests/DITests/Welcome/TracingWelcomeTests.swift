import Interactors
import TestSupport
import Testing

@testable import DI

@MainActor
@Suite("Welcome's interactor decorator")
struct TracingWelcomeTests {
    @Test("Welcome's interactor decorator hands over every use case between its two hops")
    func welcomeInteractor() async throws {
        let spy = WelcomeInteractorSpy()
        let sut = TracingWelcomeInteractor(base: spy, trace: spy.log.trace("Welcome"))

        #expect(try await sut.profiles() == [WelcomeInteractorSpy.ada])
        #expect(try await sut.implicitData(profileId: "prf_ada") == "ada@example.org (user usr_ada)")
        #expect(try await sut.startLogin(profileId: "prf_ada") == .needsPin(.sample))
        spy.loginStart = .signedIn(DashboardInteractorSpy.session)
        #expect(try await sut.startLogin(profileId: "prf_ada") == .signedIn(DashboardInteractorSpy.session))

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: profiles()"), .call(.profiles),
                hop("Interactor -> Presenter: 1 profile(s)"),
                hop("Presenter -> Interactor: implicitData(profileId: prf_ada)"),
                .call(.implicitData(profileId: "prf_ada")), hop("Interactor -> Presenter: implicit data"),
                hop("Presenter -> Interactor: startLogin(profileId: prf_ada)"),
                .call(.startLogin(profileId: "prf_ada")),
                hop("Interactor -> Presenter: PIN requested"),
                hop("Presenter -> Interactor: startLogin(profileId: prf_ada)"),
                .call(.startLogin(profileId: "prf_ada")),
                hop("Interactor -> Presenter: signed in to profile prf_ada"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<WelcomeInteractorSpy.Call>.Entry {
        .hop("trace: Welcome: " + line)
    }
}
