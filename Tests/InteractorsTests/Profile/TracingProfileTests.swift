import Interactors
import TestSupport
import Testing

@MainActor
@Suite("Profile's interactor decorator")
struct TracingProfileTests {
    static let devices = [ProfileDevice(name: "laptop", registeredAt: 1_800_000_000, isThisDevice: true)]

    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let mock = ProfileInteractorMock()
        mock.deviceLists = [.success(Self.devices)]
        mock.idTokens = [.success(TraceFixtures.idToken)]
        mock.pinChangeStarts = [.success(.sample)]
        mock.disconnects = [.success(.disconnected)]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("Profile")).traced(mock)

        #expect(try await sut.devices(profileId: "prf_ada") == Self.devices)
        #expect(try await sut.idToken(profileId: "prf_ada") == TraceFixtures.idToken)
        #expect(try await sut.startPinChange(profileId: "prf_ada") == .sample)
        #expect(try await sut.disconnect(profileId: "prf_ada") == .disconnected)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            log.entries == [
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
                .call(.endSession(.profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<ProfileInteractorMock.Call>.Entry {
        .hop("trace: Profile: " + line)
    }
}
