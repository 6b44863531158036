import Interactors
import Testing

@testable import DI

@MainActor
@Suite("Startup's interactor decorator")
struct TracingStartupTests {
    @Test(
        "Startup's interactor decorator says what start-up found",
        arguments: [
            (StartupOutcome(.restored("prf_ada")), "session restored for profile prf_ada"),
            (StartupOutcome(.noSession(discarded: nil)), "no session"),
            (StartupOutcome(.noSession(discarded: .expired)), "no session (one discarded: expired)"),
            (
                StartupOutcome(
                    .noSession(discarded: nil),
                    removedProfiles: [
                        ProfileRemoval(
                            profile: RegisteredProfile(
                                id: "prf_ada", email: "ada@example.org", fullName: "Ada"),
                            cause: .unknownToServer)
                    ]),
                "no session, 1 profiles removed"
            ),
        ])
    func startupInteractor(outcome: StartupOutcome, described: String) async throws {
        let spy = StartupInteractorSpy()
        spy.outcome = outcome
        let sut = TracingStartupInteractor(base: spy, trace: spy.log.trace("Startup"))

        #expect(try await sut.start() == outcome)

        #expect(
            spy.log.entries == [
                .hop("trace: Startup: Presenter -> Interactor: start()"), .call(.start),
                .hop("trace: Startup: Interactor -> Presenter: \(described)"),
            ])
    }

}
