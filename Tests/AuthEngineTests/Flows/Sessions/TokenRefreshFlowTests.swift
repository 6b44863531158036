import Testing

@testable import AuthEngine

@Suite("Token refresh through the real server")
struct TokenRefreshFlowTests {
    /// Within the dev threshold (60 s) of the 900 s access token, so the next call refreshes first.
    static let nearExpiry: Int64 = 850

    @Test("100 concurrent calls near expiry cause exactly one refresh and all use its token")
    func concurrentCallsShareOneRefresh() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let counting = CountingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: counting)
        let profileId = try await harness.registerProfile(with: client)
        let before = try #require(try harness.storedTokens(of: profileId))
        let events = EventRecorder(client.sessionEvents)
        harness.clock.advance(by: Self.nearExpiry)

        let users = try await withThrowingTaskGroup(of: UserInfo.self) { group in
            for _ in 0..<100 {
                group.addTask { try await client.me(profileId: profileId) }
            }
            return try await group.reduce(into: [UserInfo]()) { $0.append($1) }
        }

        #expect(users.count == 100)
        #expect(Set(users.map(\.email)) == ["lin@example.org"])
        #expect(counting.count(of: "/v1/auth/refresh") == 1)
        #expect(counting.count(of: "/v1/auth/me") == 100)
        let after = try #require(try harness.storedTokens(of: profileId))
        #expect(after.accessToken != before.accessToken)
        #expect(after.refreshToken != before.refreshToken)
        #expect(counting.authorizations(of: "/v1/auth/me") == ["Bearer " + after.accessToken])
        #expect(await events.recorded(atLeast: 1) == [.refreshSucceeded])
    }

    @Test("a call far from expiry does not refresh")
    func freshTokenIsUsedAsIs() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let counting = CountingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: counting)
        let profileId = try await harness.registerProfile(with: client)
        _ = try await client.me(profileId: profileId)
        #expect(counting.count(of: "/v1/auth/refresh") == 0)
        #expect(counting.count(of: "/v1/auth/me") == 1)
    }

    @Test("a rotated refresh token presented again revokes the family; the client's next refresh ends")
    func reuseRevokesTheFamily() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let client = try harness.client(through: InProcessTransport(server: harness.server))
        let profileId = try await harness.registerProfile(with: client)
        let original = try #require(try harness.storedTokens(of: profileId)?.refreshToken)
        harness.clock.advance(by: Self.nearExpiry)
        _ = try await client.me(profileId: profileId)
        #expect(try harness.storedTokens(of: profileId)?.refreshToken != original)

        let replay = await harness.presentRefreshToken(original)
        #expect(replay.status == 400)
        #expect(WireCoding.decode(ServerErrorBody.self, from: replay.body)?.reason == "reused")

        let events = EventRecorder(client.sessionEvents)
        harness.clock.advance(by: Self.nearExpiry)
        await #expect(throws: AuthError.sessionEnded(.reused)) {
            try await client.me(profileId: profileId)
        }
        #expect(
            await events.recorded(atLeast: 2) == [
                .refreshFailed(.terminal(.reused)), .sessionExpired(.reused),
            ])
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
        // Ended stays ended, with the same reason.
        await #expect(throws: AuthError.sessionEnded(.reused)) {
            try await client.me(profileId: profileId)
        }
    }

    @Test("past the refresh token's absolute lifetime the session expires")
    func absoluteLifetimeEndsTheSession() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let client = try harness.client(through: InProcessTransport(server: harness.server))
        let profileId = try await harness.registerProfile(with: client)
        let events = EventRecorder(client.sessionEvents)
        harness.clock.advance(by: ServerConfiguration.forTesting.refreshTokenLifetime + 1)
        await #expect(throws: AuthError.sessionEnded(.expired)) {
            try await client.me(profileId: profileId)
        }
        #expect(
            await events.recorded(atLeast: 2) == [
                .refreshFailed(.terminal(.expired)), .sessionExpired(.expired),
            ])
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
    }

    @Test("transient refresh failures are retried on the backoff schedule and the session kept")
    func transientFailuresAreRetried() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let counting = CountingTransport(wrapping: InProcessTransport(server: harness.server))
        let faults = FaultInjectingTransport(wrapping: counting)
        let sleeper = RecordingSleeper()
        let client = try harness.client(through: faults, sleeper: sleeper)
        let profileId = try await harness.registerProfile(with: client)
        faults.inject(
            [.transport(.unreachable), .status(503), .transport(.timedOut)], on: "/v1/auth/refresh")
        harness.clock.advance(by: Self.nearExpiry)

        _ = try await client.me(profileId: profileId)
        #expect(sleeper.requestedDelays == [0.5, 1, 2])
        #expect(counting.count(of: "/v1/auth/refresh") == 1)
        #expect(try harness.sessionFiles(of: profileId) == [DeviceStore.sessionName(profileId)])
    }

    @Test("when every retry fails the call reports the server unavailable and keeps the session")
    func exhaustedRetriesKeepTheSession() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let faults = FaultInjectingTransport(wrapping: InProcessTransport(server: harness.server))
        let sleeper = RecordingSleeper()
        let client = try harness.client(through: faults, sleeper: sleeper)
        let profileId = try await harness.registerProfile(with: client)
        let before = try harness.storedTokens(of: profileId)
        let events = EventRecorder(client.sessionEvents)
        // dev: one attempt and ten retries.
        faults.inject(Array(repeating: .status(502), count: 11), on: "/v1/auth/refresh")
        harness.clock.advance(by: Self.nearExpiry)

        await #expect(throws: AuthError.serverUnavailable) {
            try await client.me(profileId: profileId)
        }
        #expect(sleeper.requestedDelays.count == 10)
        #expect(try harness.storedTokens(of: profileId) == before)
        #expect(await events.recorded(atLeast: 1) == [.refreshFailed(.transient(.serverError(status: 502)))])
        // The server is back: the kept session refreshes and works.
        _ = try await client.me(profileId: profileId)
        #expect(try harness.storedTokens(of: profileId) != before)
    }

    @Test("a 401 on a resource call forces one refresh and a retry")
    func unauthorizedForcesARefresh() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let counting = CountingTransport(wrapping: InProcessTransport(server: harness.server))
        let faults = FaultInjectingTransport(wrapping: counting)
        let client = try harness.client(through: faults)
        let profileId = try await harness.registerProfile(with: client)
        faults.inject([.failure(.invalidAccessToken)], on: "/v1/auth/me")
        let user = try await client.me(profileId: profileId)
        #expect(user.email == "lin@example.org")
        #expect(counting.count(of: "/v1/auth/refresh") == 1)
        #expect(counting.count(of: "/v1/auth/me") == 1)
    }

    @Test("a new client process picks up the stored session for resource calls")
    func coordinatorIsCreatedFromStoredSession() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        let reopened = try harness.client(through: InProcessTransport(server: harness.server))
        #expect(try await reopened.me(profileId: profileId).email == "lin@example.org")
        await #expect(throws: AuthError.notAuthenticated) {
            try await reopened.me(profileId: "prf_unknown")
        }
    }

    @Test("session events never carry a token")
    func eventsCarryNoSecret() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let client = try harness.client(through: InProcessTransport(server: harness.server))
        let profileId = try await harness.registerProfile(with: client)
        let tokens = try #require(try harness.storedTokens(of: profileId))
        let events = EventRecorder(client.sessionEvents)
        harness.clock.advance(by: Self.nearExpiry)
        _ = try await client.me(profileId: profileId)
        _ = await client.logout(profileId: profileId)
        let recorded = await events.recorded(atLeast: 2)
        #expect(recorded == [.refreshSucceeded, .loggedOut])
        let text = recorded.map { "\($0) \(String(reflecting: $0))" }.joined()
        for secret in [tokens.accessToken, tokens.refreshToken ?? "", tokens.idToken] {
            #expect(!text.contains(secret))
        }
    }
}
