import Interactors
import TestSupport
import Testing

@testable import DI

@MainActor
@Suite("The Mobile authentication interactor decorator")
struct TracingMobileAuthTests {
    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let spy = MobileAuthInteractorSpy()
        let sut = TracingMobileAuthInteractor(base: spy, trace: spy.log.trace("MobileAuth"))

        #expect(try await sut.isEnrolled(profileId: "prf_ada") == false)
        try await sut.enroll(profileId: "prf_ada")
        #expect(try await sut.pendingRequests(profileId: "prf_ada") == [MobileAuthInteractorSpy.request])
        #expect(sut.now() == spy.now())
        #expect(await sut.beginHandling(profileId: "prf_ada") == .requestWaiting(.sample))
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .loggedOut)

        #expect(
            spy.log.entries == [
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
                .call(.endSession(owner: .profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<MobileAuthInteractorSpy.Call>.Entry {
        .hop("trace: MobileAuth: " + line)
    }
}
