import Interactors
import Testing

@testable import DI

@MainActor
@Suite("SwitchContext's interactor decorator")
struct TracingSwitchContextTests {
    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let spy = SwitchContextInteractorSpy()
        let sut = TracingSwitchContextInteractor(base: spy, trace: spy.log.trace("SwitchContext"))

        #expect(try await sut.memberships(profileId: "prf_ada") == SwitchContextInteractorSpy.memberships)
        #expect(try await sut.switchContext(profileId: "prf_ada", to: 1) == DashboardInteractorSpy.session)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .alreadyLoggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: memberships(profileId: prf_ada)"),
                .call(.memberships(profileId: "prf_ada")), hop("Interactor -> Presenter: 2 memberships"),
                hop("Presenter -> Interactor: switchContext(profileId: prf_ada, to: 1)"),
                .call(.switchContext(profileId: "prf_ada", index: 1)),
                hop("Interactor -> Presenter: switched: new access token"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: alreadyLoggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<SwitchContextInteractorSpy.Call>.Entry {
        .hop("trace: SwitchContext: " + line)
    }
}
