import Interactors
import Testing

@testable import DI

@MainActor
@Suite("Profile's interactor decorator")
struct TracingProfileTests {
    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let spy = ProfileInteractorSpy()
        let sut = TracingProfileInteractor(base: spy, trace: spy.log.trace("Profile"))

        #expect(try await sut.devices(profileId: "prf_ada") == ProfileInteractorSpy.devices)
        #expect(try await sut.idToken(profileId: "prf_ada") == DashboardInteractorSpy.idToken)
        try await sut.startPinChange(profileId: "prf_ada")
        #expect(try await sut.disconnect(profileId: "prf_ada") == .disconnected)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: devices(profileId: prf_ada)"),
                .call(.devices(profileId: "prf_ada")),
                hop("Interactor -> Presenter: 1 device(s)"),
                hop("Presenter -> Interactor: idToken(profileId: prf_ada)"),
                .call(.idToken(profileId: "prf_ada")),
                hop("Interactor -> Presenter: ID token, 2 claims"),
                hop("Presenter -> Interactor: startPinChange(profileId: prf_ada)"),
                .call(.startPinChange(profileId: "prf_ada")),
                hop("Interactor -> Presenter: current PIN requested"),
                hop("Presenter -> Interactor: disconnect(profileId: prf_ada)"),
                .call(.disconnect(profileId: "prf_ada")),
                hop("Interactor -> Presenter: disconnect: disconnected"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<ProfileInteractorSpy.Call>.Entry {
        .hop("trace: Profile: " + line)
    }
}
