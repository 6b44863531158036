import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Dashboard interactor: app details, app-to-web and sessions across a refresh, on the real engine")
struct DashboardMoreInteractorTests {
    private let start: Int64 = 1_800_000_000

    @Test("app details come from a device-authenticated call: app id, version, platform")
    func appDetails() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        _ = try await home.register(on: host)

        let details = try await DashboardInteractor(host: host).appDetails()

        #expect(details == AppInfo(appId: "viper-auth-cli", version: "1.0.0", platform: "linux"))
    }

    @Test("app details need no session: they still come after a logout")
    func appDetailsWithoutSession() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let sut = DashboardInteractor(host: host)
        _ = await sut.endSession(owner: .profile(lin.profile))

        #expect(try await sut.appDetails().appId == "viper-auth-cli")
    }

    @Test("the app-to-web URL signs the user into the web once; a second use is refused")
    func appToWeb() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let clock = ManualWallClock(now: start)
        let host = home.makeHost(clock: clock)
        let lin = try await home.register(on: host)

        let url = try await DashboardInteractor(host: host).appToWebURL(profileId: lin.profile)

        #expect(url.hasPrefix("https://web.viper-auth.local/sso?token="))
        let web = try home.openServer(clock: clock)
        #expect(try web.redeemAppToWebToken(url: url).email == "lin@example.org")
        #expect(throws: AppToWebRedemptionError.unknownOrUsed) { try web.redeemAppToWebToken(url: url) }
    }

    @Test("an access token that expires on the dashboard is refreshed silently by the next call")
    func silentRefresh() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let clock = ManualWallClock(now: start)
        let host = home.makeHost(clock: clock)
        let lin = try await home.register(on: host)
        let sut = DashboardInteractor(host: host)
        clock.advance(by: 901)

        let session = try await sut.session(profileId: lin.profile)
        let url = try await sut.appToWebURL(profileId: lin.profile)

        #expect(session.expiresAt == start + 901 + 900)
        #expect(session.roleName == "Guest")
        #expect(url.hasPrefix("https://web.viper-auth.local/sso?token="))
        clock.advance(by: 901)
        let memberships = try await SwitchContextInteractor(host: host).memberships(profileId: lin.profile)
        #expect(memberships.count == 1)
    }

    @Test("an app-to-web request on a session revoked elsewhere ends it here: sessionEnded, nothing left")
    func appToWebRevoked() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let otherRun = home.makeHost()
        _ = try await otherRun.start()
        _ = await DashboardInteractor(host: otherRun).endSession(owner: .profile(lin.profile))
        let sut = DashboardInteractor(host: host)

        await #expect(throws: AppError.sessionEnded(.revoked)) {
            try await sut.appToWebURL(profileId: lin.profile)
        }
        let nextRun = home.makeHost()
        #expect(try await StartupInteractor(host: nextRun).start().restore == .noSession(discarded: nil))
    }
}
