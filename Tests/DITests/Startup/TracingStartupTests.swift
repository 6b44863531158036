import Interactors
import Testing

@testable import DI

@MainActor
@Suite("Startup's interactor decorator")
struct TracingStartupTests {
    @Test(
        "Startup's interactor decorator says what start-up found",
        arguments: [
            (SessionRestore.restored("prf_ada"), "session restored for profile prf_ada"),
            (.noSession(discarded: nil), "no session"),
            (.noSession(discarded: .expired), "no session (one discarded: expired)"),
        ])
    func startupInteractor(restore: SessionRestore, described: String) async throws {
        let spy = StartupInteractorSpy()
        spy.restore = restore
        let sut = TracingStartupInteractor(base: spy, trace: spy.log.trace("Startup"))

        #expect(try await sut.start() == restore)

        #expect(
            spy.log.entries == [
                .hop("trace: Startup: Presenter -> Interactor: start()"), .call(.start),
                .hop("trace: Startup: Interactor -> Presenter: \(described)"),
            ])
    }

}
