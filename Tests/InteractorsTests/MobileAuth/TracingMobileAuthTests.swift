import Interactors
import TestSupport
import Testing

@MainActor
@Suite("MobileAuth's interactor decorator")
struct TracingMobileAuthTests {
    @Test("the interactor decorator hands over every use case between its two hops; the clock is not one")
    func interactor() async throws {
        let mock = MobileAuthInteractorMock()
        mock.enrollmentChecks = [.success(false)]
        mock.enrollments = [.success(())]
        mock.pendingLists = [.success([TraceFixtures.request])]
        mock.handlingStarts = [.requestWaiting(.sample)]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("MobileAuth")).traced(mock)

        #expect(try await sut.isEnrolled(profileId: "prf_ada") == false)
        try await sut.enroll(profileId: "prf_ada")
        #expect(try await sut.pendingRequests(profileId: "prf_ada") == [TraceFixtures.request])
        #expect(sut.now() == mock.now())
        #expect(await sut.beginHandling(profileId: "prf_ada") == .requestWaiting(.sample))
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: isEnrolled(profileId: prf_ada)"),
                .call(.isEnrolled(profileId: "prf_ada")),
                hop("Interactor -> Presenter: not enrolled"),
                hop("Presenter -> Interactor: enroll(profileId: prf_ada)"),
                .call(.enroll(profileId: "prf_ada")),
                hop("Interactor -> Presenter: enrolled"),
                hop("Presenter -> Interactor: pendingRequests(profileId: prf_ada)"),
                .call(.pendingRequests(profileId: "prf_ada")),
                hop("Interactor -> Presenter: 1 pending request(s)"),
                hop("Presenter -> Interactor: beginHandling(profileId: prf_ada)"),
                .call(.beginHandling(profileId: "prf_ada")),
                hop("Interactor -> Presenter: a push request waits to be handled"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(.profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<MobileAuthInteractorMock.Call>.Entry {
        .hop("trace: MobileAuth: " + line)
    }
}
