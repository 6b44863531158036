import Testing

@testable import AuthEngine

@Suite("Stateless sessions")
struct StatelessSessionTests {
    static func start(_ harness: EngineHarness, password: Secret = ProviderFixtures.password)
        async throws(AuthError) -> AuthenticatedSession
    {
        try await harness.client.startStatelessSession(email: ProviderFixtures.email, password: password)
    }

    /// A home seeded with the demo accounts, signed in statelessly as Ada (a teacher with two
    /// memberships, so a context can be switched); returns the session's access token too.
    static func signedInAsDemoTeacher() async throws -> (EngineHarness, token: String) {
        var configuration = ServerConfiguration.forTesting
        configuration.seedsDemoAccounts = true
        let harness = try EngineHarness(configuration: configuration)
        do {
            let email = "ada@viper-auth.example"
            let password = try #require(DemoAccounts.passwords[email])
            _ = try await harness.client.startStatelessSession(email: email, password: Secret(password))
            return (harness, try #require(await harness.client.statelessSession?.tokens.accessToken))
        } catch {
            harness.removeHome()
            throw error
        }
    }

    @Test("a stateless session has no profile, no refresh token, and writes nothing to the device")
    func startsWithoutProfile() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)

        let session = try await Self.start(harness)

        #expect(session.profile == nil)
        #expect(session.isStateless)
        #expect(session.user.email == ProviderFixtures.email)
        #expect(try await harness.client.currentStatelessSession() == session)
        #expect(try await harness.client.profiles().isEmpty)
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
        #expect(await harness.client.statelessSession?.tokens.refreshToken == nil)

        let state = try harness.server.database.snapshot()
        #expect(state.sessions.count == 1)
        #expect(state.sessions.first?.profileId == nil)
        #expect(state.refreshTokens.isEmpty)
        #expect(state.registrations.isEmpty)
    }

    @Test("its access token works on resource routes")
    func accessTokenWorks() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        _ = try await Self.start(harness)
        let token = try #require(await harness.client.statelessSession?.tokens.accessToken)
        let me = await harness.server.handle(
            EngineRequest(method: .get, path: "/v1/auth/me", headers: ["Authorization": "Bearer " + token]))
        #expect(me.status == 200)
    }

    @Test("when the access token expires unrenewed the session is gone (nothing renews it by itself)")
    func expires() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        _ = try await Self.start(harness)
        harness.clock.advance(by: ServerConfiguration.forTesting.accessTokenLifetime + 120)
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.currentStatelessSession()
        }
        #expect(await harness.client.statelessSession == nil)
    }

    @Test("ending it revokes it on the server and forgets it here")
    func end() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        _ = try await Self.start(harness)
        #expect(await harness.client.endStatelessSession() == .success)
        #expect(try harness.server.database.snapshot().sessions.allSatisfy(\.revoked))
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.currentStatelessSession()
        }
        #expect(await harness.client.endStatelessSession() == .alreadyLoggedOut)
    }

    @Test("bad credentials start nothing, and count towards the shared limit")
    func badCredentials() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        await #expect(throws: AuthError.invalidCredentials) {
            try await Self.start(harness, password: "wrong password")
        }
        #expect(await harness.client.statelessSession == nil)
        #expect(try harness.server.database.snapshot().sessions.isEmpty)
        for _ in 0..<4 {
            _ = try? await Self.start(harness, password: "wrong password")
        }
        await #expect(throws: AuthError.rateLimited(retryAfterSeconds: 900)) {
            try await Self.start(harness)
        }
    }

    @Test("change PIN and disconnect are refused for it with a typed error")
    func profileOperationsRefused() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let session = try await Self.start(harness)
        await #expect(throws: AuthError.notAvailableWithoutProfile) {
            try await harness.client.requireProfile(session)
        }
        let refusal = ServerRefusal.refused(
            status: 403, ServerFailure.statelessSessionRefused.body)
        #expect(refusal.authError == .notAvailableWithoutProfile)
    }

    @Test("a stateless ticket cannot register a profile, nor a normal ticket start a stateless session")
    func ticketsAreNotInterchangeable() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        func ticket(stateless: Bool) async throws -> String {
            let answer = await ProviderFixtures.post(
                harness.server, "/v1/idp/credentials",
                CredentialsBody(
                    email: ProviderFixtures.email, password: ProviderFixtures.password.value,
                    stateless: stateless))
            return try #require(WireCoding.decode(TicketBody.self, from: answer.body)).ticket
        }
        let normal = await ProviderFixtures.post(
            harness.server, "/v1/auth/stateless",
            StatelessSessionBody(ticket: try await ticket(stateless: false)))
        #expect(normal.error?.code == .invalidTicket)

        let verifier = try SCRAMCredential.derive(password: SecretBytes(Array("x".utf8)), iterations: 64)
        let registration = await ProviderFixtures.post(
            harness.server, "/v1/registrations",
            RegistrationBody(
                ticket: try await ticket(stateless: true), deviceId: "dev", deviceName: "test",
                verifier: verifier))
        #expect(registration.error?.code == .invalidTicket)
        #expect(try harness.server.database.snapshot().sessions.isEmpty)
    }
}
