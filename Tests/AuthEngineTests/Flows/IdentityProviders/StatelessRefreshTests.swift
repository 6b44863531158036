import Testing

@testable import AuthEngine

/// `POST /v1/auth/stateless/refresh` and `AuthClient.refreshStatelessSession()`: a stateless session
/// renewed by hand while its access token is valid, never past its bound, and never by a token
/// that was renewed, logged out or belongs to a profile.
@Suite("Stateless sessions renewed by hand")
struct StatelessRefreshTests {
    private static let lifetime = ServerConfiguration.forTesting.accessTokenLifetime
    private static let path = "/v1/auth/stateless/refresh"

    /// A harness whose account has signed in statelessly; returns the sign-in's access token.
    private static func signedIn(_ configuration: ServerConfiguration = .forTesting) async throws
        -> (EngineHarness, String)
    {
        let harness = try EngineHarness(configuration: configuration)
        try await ProviderFixtures.makeAccount(harness)
        _ = try await StatelessSessionTests.start(harness)
        return (harness, try #require(await harness.client.statelessSession?.tokens.accessToken))
    }

    private static func currentToken(_ harness: EngineHarness) async throws -> String {
        try #require(await harness.client.statelessSession?.tokens.accessToken)
    }

    @Test(
        "renewed before expiry: a new token and expiry, the same account and context, the old token refused")
    func renews() async throws {
        let (harness, oldToken) = try await Self.signedIn()
        defer { harness.removeHome() }
        let before = try await harness.client.currentStatelessSession()
        harness.clock.advance(by: 600)

        let renewed = try await harness.client.refreshStatelessSession()

        let newToken = try await Self.currentToken(harness)
        #expect(newToken != oldToken)
        #expect(renewed.accessTokenExpiresAt == harness.clock.now + Self.lifetime)
        #expect(renewed.accessTokenExpiresAt > before.accessTokenExpiresAt)
        #expect(renewed.user == before.user)
        #expect(renewed.activeContext == before.activeContext)
        #expect(renewed.isStateless)
        #expect(try await harness.client.currentStatelessSession() == renewed)
        #expect(await harness.client.statelessSession?.tokens.refreshToken == nil)
        #expect(await harness.serverResponse(.get, "/v1/auth/me", bearer: oldToken).status == 401)
        #expect(await harness.serverResponse(.post, Self.path, bearer: oldToken).status == 401)
        #expect(await harness.serverResponse(.get, "/v1/auth/me", bearer: newToken).status == 200)
    }

    @Test("past the old expiry, within the new one, the renewed session still works")
    func outlivesTheOldExpiry() async throws {
        let (harness, _) = try await Self.signedIn()
        defer { harness.removeHome() }
        harness.clock.advance(by: 600)
        _ = try await harness.client.refreshStatelessSession()

        harness.clock.advance(by: 600)

        #expect(try await harness.client.currentStatelessSession().isStateless)
        let token = try await Self.currentToken(harness)
        #expect(await harness.serverResponse(.get, "/v1/auth/me", bearer: token).status == 200)
        #expect(
            try await harness.client.refreshStatelessSession().accessTokenExpiresAt == harness.clock.now
                + Self.lifetime)
    }

    @Test("the server keeps one session, a new one with the sign-in's absolute end; the renewed one is gone")
    func replacesTheSessionKeepingItsEnd() async throws {
        let (harness, _) = try await Self.signedIn()
        defer { harness.removeHome() }
        let signedIn = try #require(try harness.server.database.snapshot().sessions.first)
        harness.clock.advance(by: 300)

        _ = try await harness.client.refreshStatelessSession()

        let sessions = try harness.server.database.snapshot().sessions
        #expect(sessions.count == 1)
        let live = try #require(sessions.first)
        #expect(!live.revoked)
        #expect(live.id != signedIn.id)
        #expect(live.profileId == nil)
        #expect(live.accountId == signedIn.accountId)
        #expect(live.expiresAt == signedIn.expiresAt)
    }

    @Test(
        "the bound: no renewal reaches past the sign-in plus the refresh lifetime, and at it the session ends"
    )
    func bound() async throws {
        var configuration = ServerConfiguration.forTesting
        configuration.refreshTokenLifetime = 1500
        let (harness, _) = try await Self.signedIn(configuration)
        defer { harness.removeHome() }
        let bound = harness.clock.now + 1500

        harness.clock.advance(by: 800)
        #expect(try await harness.client.refreshStatelessSession().accessTokenExpiresAt == bound)
        harness.clock.advance(by: 650)
        #expect(try await harness.client.refreshStatelessSession().accessTokenExpiresAt == bound)
        let lastToken = try await Self.currentToken(harness)
        // Still inside the client's leeway for the token's `exp`: only the server's bound refuses.
        harness.clock.advance(by: 60)

        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.refreshStatelessSession()
        }
        #expect(await harness.client.statelessSession == nil, "a refused session is forgotten")
        #expect(await harness.serverResponse(.post, Self.path, bearer: lastToken).status == 401)
        #expect(await harness.serverResponse(.get, "/v1/auth/me", bearer: lastToken).status == 401)
    }

    @Test("after expiry it is refused without asking the server, and forgotten")
    func expired() async throws {
        let (harness, _) = try await Self.signedIn()
        defer { harness.removeHome() }
        harness.clock.advance(by: Self.lifetime + 120)

        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.refreshStatelessSession()
        }
        #expect(await harness.client.statelessSession == nil)
        #expect(try harness.server.database.snapshot().sessions.count == 1, "nothing reached the server")
    }

    @Test("a logged-out token is refused, and the client forgets the session")
    func loggedOut() async throws {
        let (harness, token) = try await Self.signedIn()
        defer { harness.removeHome() }
        #expect(await harness.serverResponse(.post, "/v1/auth/logout", bearer: token).status == 200)

        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.refreshStatelessSession()
        }
        #expect(await harness.client.statelessSession == nil)
        #expect(try harness.server.database.snapshot().sessions.allSatisfy(\.revoked))
    }

    @Test("a missing or forged token is refused")
    func forged() async throws {
        let (harness, token) = try await Self.signedIn()
        defer { harness.removeHome() }

        #expect(await harness.serverResponse(.post, Self.path).status == 401)
        #expect(await harness.serverResponse(.post, Self.path, bearer: token + "x").status == 401)
        #expect(try harness.server.database.snapshot().sessions.count == 1)
    }

    @Test("a profile's session is refused: it renews with its refresh token")
    func profileSessionRefused() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        let token = try await harness.client.validAccessToken(profileId: profileId)

        let answer = await harness.serverResponse(.post, Self.path, bearer: token)

        #expect(answer.status == 400)
        let error = try #require(WireCoding.decode(ServerErrorBody.self, from: answer.body))
        #expect(error.code == .invalidGrant)
        #expect(error.reason == "unknown")
        #expect(await harness.serverResponse(.get, "/v1/auth/me", bearer: token).status == 200)
    }

    @Test("the context the session acts in carries over")
    func keepsTheActiveContext() async throws {
        let (harness, token) = try await StatelessSessionTests.signedInAsDemoTeacher()
        defer { harness.removeHome() }
        let switched = await harness.serverResponse(
            .post, "/v1/auth/context", bearer: token,
            body: WireCoding.encode(SwitchContextBody(contextIndex: 1)))
        #expect(switched.status == 200)

        let renewed = try await harness.client.refreshStatelessSession()

        #expect(renewed.activeContext.schoolName == "Riverside Secondary")
        #expect(renewed.user.activeContextIndex == 1)
    }

    @Test("a server out of reach keeps the session, which renews once it answers")
    func unreachableKeepsTheSession() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let faults = FaultInjectingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: faults)
        let session = try await client.startStatelessSession(
            email: ProviderFixtures.email, password: ProviderFixtures.password)
        faults.inject([.transport(.unreachable)], on: Self.path)

        await #expect(throws: AuthError.transport(.unreachable)) {
            try await client.refreshStatelessSession()
        }
        #expect(try await client.currentStatelessSession() == session)
        harness.clock.advance(by: 60)
        #expect(
            try await client.refreshStatelessSession().accessTokenExpiresAt == harness.clock.now
                + Self.lifetime)
    }
}
