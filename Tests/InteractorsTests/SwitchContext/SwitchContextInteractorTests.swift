import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("SwitchContext interactor, on the real engine")
struct SwitchContextInteractorTests {
    private let start: Int64 = 1_800_000_000

    @Test("a self-signed-up account has one membership, the guest role, active")
    func guestMemberships() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)

        let memberships = try await SwitchContextInteractor(host: host).memberships(profileId: lin.profile)

        #expect(
            memberships == [
                Membership(
                    index: 0, roleName: "Guest", schoolName: "Riverside Secondary",
                    academicUnitName: "Visitors",
                    isActive: true)
            ])
    }

    @Test(
        "switching the teacher to her second school gives a new token with the chosen role, kept for the next run"
    )
    func switchesToChosenRole() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let clock = ManualWallClock(now: start)
        let host = home.makeHost(clock: clock, seedsDemoAccounts: true)
        let ada = try await home.registerAda(on: host)
        let sut = SwitchContextInteractor(host: host)
        #expect(try await sut.memberships(profileId: ada.profile).map(\.isActive) == [true, false])
        clock.advance(by: 30)

        let switched = try await sut.switchContext(profileId: ada.profile, to: 1)

        #expect(switched.roleName == "Head of Mathematics")
        #expect(switched.schoolName == "Riverside Secondary")
        #expect(switched.permissions == ["grades:write", "curriculum:write", "staff:read"])
        // Issued 30 s after the first one: a new access token, not the old one relabelled.
        #expect(switched.expiresAt == ada.expiresAt + 30)
        #expect(try await sut.memberships(profileId: ada.profile).map(\.isActive) == [false, true])
        let nextRun = home.makeHost(clock: clock, seedsDemoAccounts: true)
        #expect(try await StartupInteractor(host: nextRun).start().restore == .restored(ada.profile))
        let restored = try await DashboardInteractor(host: nextRun).session(profileId: ada.profile)
        #expect(restored.roleName == "Head of Mathematics")
    }

    @Test("a number the account does not have is refused by the server; the session is untouched")
    func unknownContext() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let sut = SwitchContextInteractor(host: host)

        await #expect(throws: AppError.contextNotFound) {
            try await sut.switchContext(profileId: lin.profile, to: 5)
        }

        #expect(
            try await DashboardInteractor(host: host).session(profileId: lin.profile).roleName == "Guest")
    }

    @Test(
        "a session revoked by another run of the app: listing and switching say so, and nothing is left here")
    func revokedElsewhere() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let otherRun = home.makeHost()
        _ = try await otherRun.start()
        #expect(
            await DashboardInteractor(host: otherRun).endSession(owner: .profile(lin.profile)) == .loggedOut)
        let sut = SwitchContextInteractor(host: host)

        await #expect(throws: AppError.sessionEnded(.revoked)) {
            try await sut.memberships(profileId: lin.profile)
        }
        await #expect(throws: AppError.notLoggedIn) {
            try await sut.switchContext(profileId: lin.profile, to: 0)
        }
        #expect(await sut.endSession(owner: .profile(lin.profile)) == .alreadyLoggedOut)
    }

    @Test("a switch before the engine has started is refused, not crashed")
    func notStarted() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }

        let error = await #expect(throws: AppError.self) {
            try await SwitchContextInteractor(host: home.makeHost()).switchContext(
                profileId: ProfileID(rawValue: "prf_lin"), to: 0)
        }

        #expect(error == .engineUnavailable(.notStarted))
    }
}
