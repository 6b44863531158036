import AuthEngine
import TestSupport
import Testing

@testable import Interactors

/// Each module whose screen needs a session, by the interactor it ends the session through.
enum SessionEndingModule: CaseIterable, Sendable {
    case dashboard, switchContext, mobileAuth, profile, authenticators

    func interactor(on host: EngineHost) -> any SessionEnding {
        switch self {
        case .dashboard: DashboardInteractor(host: host)
        case .switchContext: SwitchContextInteractor(host: host)
        case .mobileAuth: MobileAuthInteractor(host: host)
        case .profile: ProfileInteractor(host: host)
        case .authenticators: AuthenticatorsInteractor(host: host)
        }
    }
}

@Suite("Ending a session, on the real engine, through every module that can find it over")
struct SessionEndingTests {
    @Test(
        "the session is revoked on the server and cleared here; a second end finds it already over",
        arguments: SessionEndingModule.allCases)
    func endsSession(_ module: SessionEndingModule) async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let sut = module.interactor(on: host)

        #expect(await sut.endSession(owner: .profile(lin.profile)) == .loggedOut)
        #expect(await sut.endSession(owner: .profile(lin.profile)) == .alreadyLoggedOut)
        await #expect(throws: AppError.notLoggedIn) {
            try await DashboardInteractor(host: host).session(profileId: lin.profile)
        }
        let nextStart = try await StartupInteractor(host: home.makeHost()).start()
        #expect(nextStart.restore == .noSession(discarded: nil))
    }

    @Test(
        "a session another run ended: ending it here reports it over, and this run stops using it",
        arguments: SessionEndingModule.allCases)
    func endedElsewhere(_ module: SessionEndingModule) async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let otherRun = home.makeHost()
        _ = try await otherRun.start()
        #expect(
            await DashboardInteractor(host: otherRun).endSession(owner: .profile(lin.profile)) == .loggedOut)
        await #expect(throws: AppError.sessionEnded(.revoked)) {
            try await DashboardInteractor(host: host).session(profileId: lin.profile)
        }

        #expect(
            await module.interactor(on: host).endSession(owner: .profile(lin.profile)) == .alreadyLoggedOut)

        // No refresh is tried any more: there is simply no session.
        await #expect(throws: AppError.notLoggedIn) {
            try await DashboardInteractor(host: host).session(profileId: lin.profile)
        }
    }

    @Test("without a profile it is the stateless session that ends; with none running, there is none")
    func statelessSession() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        _ = try await host.start()

        #expect(
            await ProfileInteractor(host: host).endSession(
                owner: .stateless)
                == .alreadyLoggedOut)
        #expect(
            await DashboardInteractor(host: home.makeHost()).endSession(owner: .stateless)
                == .alreadyLoggedOut)
    }
}
