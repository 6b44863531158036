import AuthEngine
import TestSupport
import Testing

@testable import Interactors

@Suite("Dashboard interactor, on the real engine")
struct DashboardInteractorTests {
    @Test("the session of a new registration: who, and the guest role at the demo school")
    func session() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)

        let session = try await DashboardInteractor(host: host).session(profileId: lin.profile)

        #expect(session.owner == lin.owner)
        #expect(session.fullName == "Lin Example")
        #expect(session.email == "lin@example.org")
        #expect(session.roleName == "Guest")
        #expect(session.schoolName == "Riverside Secondary")
        #expect(session.academicUnitName == "Visitors")
    }

    @Test("a restored session can be shown by the next run")
    func restoredSession() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let lin = try await home.register(on: home.makeHost())
        let nextRun = home.makeHost()
        #expect(try await StartupInteractor(host: nextRun).start().restore == .restored(lin.profile))

        let session = try await DashboardInteractor(host: nextRun).session(profileId: lin.profile)

        #expect(session.email == "lin@example.org")
    }

    @Test("the ID token is the claims naming the user, with its times as numbers")
    func idToken() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)

        let token = try await DashboardInteractor(host: host).idToken(profileId: lin.profile)

        #expect(token.claims["email"] == .string("lin@example.org"))
        #expect(token.claims["name"] == .string("Lin Example"))
        let issuedAt = try #require(token.issuedAt)
        let expiresAt = try #require(token.expiresAt)
        #expect(token.claims["iat"] == .integer(issuedAt))
        #expect(token.claims["exp"] == .integer(expiresAt))
        #expect(expiresAt > issuedAt)
        // The server's ID token carries neither; a token that did would have them here too.
        #expect(token.notBefore == nil && token.authenticatedAt == nil)
    }

    @Test("the app-to-web hint's --home is the one the app was started with")
    func homeOption() throws {
        let settings = try EngineSettings.resolve(
            homeFlag: "/tmp/some home", environment: [:], appEnvironment: .dev)
        let defaulted = try EngineSettings.resolve(
            homeFlag: nil, environment: ["VIPER_AUTH_HOME": "/tmp/x"], appEnvironment: .dev)

        #expect(
            DashboardInteractor(host: EngineHost(settings: settings, tracer: .disabled)).homeOption
                == "/tmp/some home")
        #expect(
            DashboardInteractor(host: EngineHost(settings: defaulted, tracer: .disabled)).homeOption == nil)
    }

    @Test("logging out succeeds once; after it there is no session, and a second logout says so")
    func logout() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let host = home.makeHost()
        let lin = try await home.register(on: host)
        let sut = DashboardInteractor(host: host)

        #expect(await sut.endSession(owner: .profile(lin.profile)) == .loggedOut)
        #expect(await sut.endSession(owner: .profile(lin.profile)) == .alreadyLoggedOut)
        await #expect(throws: AppError.notLoggedIn) { try await sut.session(profileId: lin.profile) }
        await #expect(throws: AppError.notLoggedIn) { try await sut.idToken(profileId: lin.profile) }
    }

    @Test("a session logged out by another run of the app is over here too")
    func loggedOutElsewhere() async throws {
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
    }

    @Test("before the engine has started there is no session to show")
    func notStarted() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let sut = DashboardInteractor(host: home.makeHost())

        let error = await #expect(throws: AppError.self) {
            try await sut.session(profileId: ProfileID(rawValue: "prf_lin"))
        }

        #expect(error == .engineUnavailable(.notStarted))
    }

    @Test("logout starts the engine if need be; when it cannot start, the outcome says nothing was removed")
    func logoutWithoutEngine() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        try home.makeFile(at: home.root + "/blocker")

        let outcome = await DashboardInteractor(host: home.makeHost(home: home.root + "/blocker/home"))
            .endSession(owner: .profile(ProfileID(rawValue: "prf_lin")))

        guard case .notRemovedFromDevice(.engineUnavailable) = outcome else {
            Issue.record("expected notRemovedFromDevice(engineUnavailable), got \(outcome)")
            return
        }
        #expect(
            await DashboardInteractor(host: home.makeHost()).endSession(
                owner: .profile(ProfileID(rawValue: "prf_lin")))
                == .alreadyLoggedOut
        )
    }
}

@Suite("Logout outcome mapping")
struct LogoutOutcomeTests {
    @Test(
        "each engine logout result becomes an app outcome",
        arguments: [
            (LogoutResult.success, LogoutOutcome.loggedOut),
            (.alreadyLoggedOut, .alreadyLoggedOut),
            (.partialSuccess(.transport(.unreachable)), .serverNotTold(.serverUnreachable)),
            (.partialSuccess(.serverUnavailable), .serverNotTold(.serverUnavailable)),
            (
                .partialSuccess(.storage(.corrupt(name: "session-prf_lin.token.json"))),
                .notRemovedFromDevice(.storage(.corrupt(document: "session-prf_lin.token.json")))
            ),
        ])
    func mapping(_ result: LogoutResult, _ outcome: LogoutOutcome) {
        #expect(LogoutOutcome(result) == outcome)
    }
}
