import Interactors
import Testing

@testable import DI

@MainActor
@Suite("The Dashboard's interactor decorator")
struct TracingDashboardTests {
    @Test("the interactor decorator hands over every use case between its two hops and returns the answer")
    func interactor() async throws {
        let spy = DashboardInteractorSpy()
        let sut = TracingDashboardInteractor(base: spy, trace: spy.log.trace("Dashboard"))

        #expect(try await sut.session(profileId: "prf_ada") == DashboardInteractorSpy.session)
        #expect(try await sut.idToken(profileId: "prf_ada") == DashboardInteractorSpy.idToken)
        #expect(try await sut.appDetails() == DashboardInteractorSpy.appInfo)
        #expect(try await sut.appToWebURL(profileId: "prf_ada") == DashboardInteractorSpy.webURL)
        #expect(try await sut.statelessSession() == DashboardInteractorSpy.session)
        #expect(try await sut.refreshStatelessSession() == DashboardInteractorSpy.session)
        #expect(await sut.endSession(owner: .stateless) == .loggedOut)
        #expect(sut.homeOption == spy.homeOption)

        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: session(profileId: prf_ada)"),
                .call(.session(profileId: "prf_ada")),
                hop("Interactor -> Presenter: session"),
                hop("Presenter -> Interactor: idToken(profileId: prf_ada)"),
                .call(.idToken(profileId: "prf_ada")),
                hop("Interactor -> Presenter: ID token, 2 claims"),
                hop("Presenter -> Interactor: appDetails()"), .call(.appDetails),
                hop("Interactor -> Presenter: app details"),
                hop("Presenter -> Interactor: appToWebURL(profileId: prf_ada)"),
                .call(.appToWebURL(profileId: "prf_ada")), hop("Interactor -> Presenter: app-to-web URL"),
                hop("Presenter -> Interactor: statelessSession()"), .call(.statelessSession),
                hop("Interactor -> Presenter: stateless session"),
                hop("Presenter -> Interactor: refreshStatelessSession()"), .call(.refreshStatelessSession),
                hop("Interactor -> Presenter: stateless session refreshed"),
                hop("Presenter -> Interactor: endSession(owner: the stateless session)"),
                .call(.endSession(owner: .stateless)),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
    }

    @Test("the app-to-web URL's one-time token reaches the presenter but never the trace")
    func webURLIsNotTraced() async throws {
        let spy = DashboardInteractorSpy()
        let sut = TracingDashboardInteractor(base: spy, trace: spy.log.trace("Dashboard"))

        let url = try await sut.appToWebURL(profileId: "prf_ada")

        #expect(url.contains("t0k3n-0nce"))
        #expect(!spy.log.hops.joined().contains("t0k3n-0nce"))
    }

    @Test("a use case that fails is traced with its error, which reaches the presenter unchanged")
    func failure() async {
        let spy = DashboardInteractorSpy()
        spy.sessionFailure = .sessionEnded(.revoked)
        let sut = TracingDashboardInteractor(base: spy, trace: spy.log.trace("Dashboard"))

        await #expect(throws: AppError.sessionEnded(.revoked)) {
            try await sut.session(profileId: "prf_ada")
        }
        #expect(
            spy.log.entries == [
                hop("Presenter -> Interactor: session(profileId: prf_ada)"),
                .call(.session(profileId: "prf_ada")),
                hop(
                    "Interactor -> Presenter: session(profileId: prf_ada) failed: \(AppError.sessionEnded(.revoked))"
                ),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<DashboardInteractorSpy.Call>.Entry {
        .hop("trace: Dashboard: " + line)
    }
}
