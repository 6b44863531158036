import Interactors
import TestSupport
import Testing

@MainActor
@Suite("The Dashboard's interactor decorator")
struct TracingDashboardTests {
    static let appInfo = AppInfo(appId: "viper-auth-cli", version: "1.0.0", platform: "linux")
    /// A one-time URL: its token must reach the person and never the trace.
    static let webURL = "https://web.viper-auth.local/sso?token=t0k3n-0nce"

    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let mock = DashboardInteractorMock(homeOption: "/tmp/ada")
        mock.sessions = [.success(TraceFixtures.session)]
        mock.idTokens = [.success(TraceFixtures.idToken)]
        mock.appInfos = [.success(Self.appInfo)]
        mock.webURLs = [.success(Self.webURL)]
        mock.statelessSessions = [.success(TraceFixtures.session)]
        mock.refreshedSessions = [.success(TraceFixtures.session)]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("Dashboard")).traced(mock)

        #expect(try await sut.session(profileId: "prf_ada") == TraceFixtures.session)
        #expect(try await sut.idToken(profileId: "prf_ada") == TraceFixtures.idToken)
        #expect(try await sut.appDetails() == Self.appInfo)
        #expect(try await sut.appToWebURL(profileId: "prf_ada") == Self.webURL)
        #expect(try await sut.statelessSession() == TraceFixtures.session)
        #expect(try await sut.refreshStatelessSession() == TraceFixtures.session)
        #expect(await sut.endSession(owner: .stateless) == .loggedOut)
        #expect(sut.homeOption == "/tmp/ada")

        #expect(
            log.entries == [
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
                .call(.endSession(.stateless)),
                hop("Interactor -> Presenter: session ended: loggedOut"),
            ])
        #expect(!log.hops.joined().contains("t0k3n-0nce"))
    }

    @Test("a use case that fails is traced with its error, which reaches the presenter unchanged")
    func failure() async throws {
        let mock = DashboardInteractorMock()
        mock.sessions = [.failure(.sessionEnded(.revoked))]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("Dashboard")).traced(mock)

        await #expect(throws: AppError.sessionEnded(.revoked)) {
            try await sut.session(profileId: "prf_ada")
        }
        #expect(
            log.entries == [
                hop("Presenter -> Interactor: session(profileId: prf_ada)"),
                .call(.session(profileId: "prf_ada")),
                hop(
                    "Interactor -> Presenter: session(profileId: prf_ada) failed: \(AppError.sessionEnded(.revoked))"
                ),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<DashboardInteractorMock.Call>.Entry {
        .hop("trace: Dashboard: " + line)
    }
}
