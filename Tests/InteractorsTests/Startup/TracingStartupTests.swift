import Interactors
import TestSupport
import Testing

@MainActor
@Suite("Startup's interactor decorator")
struct TracingStartupTests {
    @Test(
        "the start-up use case is handed over between its two hops, its outcome described",
        arguments: [
            (SessionRestore.restored("prf_ada"), [ProfileRemoval](), "session restored for profile prf_ada"),
            (.noSession(discarded: nil), [], "no session"),
        ])
    func startupInteractor(restore: SessionRestore, removed: [ProfileRemoval], described: String) async throws
    {
        let mock = StartupInteractorMock()
        mock.restores = [.success(restore)]
        mock.removedProfiles = removed
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("Startup")).traced(mock)

        #expect(try await sut.start() == StartupOutcome(restore, removedProfiles: removed))

        #expect(
            log.entries == [
                .hop("trace: Startup: Presenter -> Interactor: start()"), .call(.start),
                .hop("trace: Startup: Interactor -> Presenter: \(described)"),
            ])
    }
}
