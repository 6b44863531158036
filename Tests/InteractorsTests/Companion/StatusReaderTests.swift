import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Status reader (viper-auth status), on the real engine")
struct StatusReaderTests {
    @Test("reports the profile, its PIN authenticator, its session and its pending requests")
    func report() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        let queued = try await home.sender.queue(profile: home.profileId, message: "Sign in")
        let reader = StatusReader(
            settings: home.settings, host: home.home.makeHost(), clock: ManualWallClock(now: 1_900_000_000))

        let report = try await reader.report()

        #expect(report.checkedAt == 1_900_000_000)
        let status = try #require(report.profiles.first)
        #expect(report.profiles.count == 1)
        #expect(
            status.profile
                == RegisteredProfile(id: home.profile, email: "lin@example.org", fullName: "Lin Example"))
        #expect(status.authenticators == ["pin"])
        #expect(status.preferredAuthenticator == "pin")
        #expect(status.session?.roleName == "Guest")
        #expect(status.session?.schoolName == "Riverside Secondary")
        #expect(try status.pendingRequests.get().map(\.id) == [queued.id])
    }

    @Test("after a logout the profile has no session")
    func loggedOut() async throws {
        let home = try await PushTestHome.make(enrolled: false)
        defer { home.remove() }
        _ = await DashboardInteractor(host: home.host).endSession(owner: .profile(home.profile))

        let report = try await StatusReader(settings: home.settings, host: home.home.makeHost()).report()

        #expect(report.profiles.first?.session == nil)
        #expect(try report.profiles.first?.pendingRequests.get() == [])
    }

    @Test("a home the app never used has no profiles, and is not created")
    func emptyHome() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }

        let report = try await StatusReader(settings: home.settings(), host: home.makeHost()).report()

        #expect(report.profiles.isEmpty)
        #expect(!home.isDirectory(home.path))
    }
}
