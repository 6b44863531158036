import Testing

@testable import AuthEngine

@Suite("Session restore at start-up: every case of DESIGN.md §3")
struct SessionRestoreTests {
    /// An access token past its 900 s lifetime.
    static let expired: Int64 = 1000

    private func registered() async throws -> (EngineHarness, profileId: String) {
        let harness = try EngineHarness()
        return (harness, try await harness.registerProfile(with: harness.client))
    }

    @Test("a valid token is restored as is, without a refresh")
    func validToken() async throws {
        let (harness, profileId) = try await registered()
        defer { harness.removeHome() }
        let before = try harness.storedTokens(of: profileId)
        let counting = CountingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: counting)
        guard case .restored(let session) = await client.restoreSession(profileId: profileId) else {
            Issue.record("expected a restored session")
            return
        }
        #expect(session.user.email == "lin@example.org")
        #expect(counting.count(of: "/v1/auth/refresh") == 0)
        #expect(try harness.sessionFiles(of: profileId) == [DeviceStore.sessionName(profileId)])
        #expect(try harness.storedTokens(of: profileId) == before)
    }

    @Test("an expired token with a refresh token gets exactly one silent refresh")
    func expiredAndRefreshable() async throws {
        let (harness, profileId) = try await registered()
        defer { harness.removeHome() }
        let before = try #require(try harness.storedTokens(of: profileId))
        harness.clock.advance(by: Self.expired)
        let counting = CountingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: counting)
        guard case .refreshed(let session) = await client.restoreSession(profileId: profileId) else {
            Issue.record("expected a refreshed session")
            return
        }
        let after = try #require(try harness.storedTokens(of: profileId))
        #expect(session.accessTokenExpiresAt == after.accessTokenExpiresAt)
        #expect(after.accessToken != before.accessToken)
        #expect(counting.count(of: "/v1/auth/refresh") == 1)
        #expect(try harness.sessionFiles(of: profileId) == [DeviceStore.sessionName(profileId)])
        // The restored coordinator carries on with the refreshed tokens.
        _ = try await client.me(profileId: profileId)
        #expect(counting.count(of: "/v1/auth/refresh") == 1)
    }

    @Test("an expired token whose refresh is refused for good is wiped")
    func expiredAndRefusedTerminally() async throws {
        let (harness, profileId) = try await registered()
        defer { harness.removeHome() }
        let tokens = try #require(try harness.storedTokens(of: profileId))
        // Revoked elsewhere (another device's logout of the same session, or an administrator).
        let logout = await harness.serverResponse(.post, "/v1/auth/logout", bearer: tokens.accessToken)
        #expect(logout.status == 200)
        harness.clock.advance(by: Self.expired)
        let client = try harness.client(through: InProcessTransport(server: harness.server))
        let events = EventRecorder(client.sessionEvents)
        #expect(await client.restoreSession(profileId: profileId) == .discarded(.expired))
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
        #expect(
            await events.recorded(atLeast: 2) == [
                .refreshFailed(.terminal(.revoked)), .sessionExpired(.revoked),
            ])
    }

    @Test("an expired token while the server is unreachable keeps the session for next time")
    func expiredAndServerUnreachable() async throws {
        let (harness, profileId) = try await registered()
        defer { harness.removeHome() }
        let before = try harness.storedTokens(of: profileId)
        harness.clock.advance(by: Self.expired)
        let faults = FaultInjectingTransport(wrapping: InProcessTransport(server: harness.server))
        faults.inject(Array(repeating: .transport(.unreachable), count: 11), on: "/v1/auth/refresh")
        let client = try harness.client(through: faults)
        #expect(await client.restoreSession(profileId: profileId) == .discarded(.serverUnavailable))
        #expect(try harness.sessionFiles(of: profileId) == [DeviceStore.sessionName(profileId)])
        #expect(try harness.storedTokens(of: profileId) == before)
        // Next start, with the server back, the kept session refreshes.
        let nextRun = try harness.client(through: InProcessTransport(server: harness.server))
        guard case .refreshed = await nextRun.restoreSession(profileId: profileId) else {
            Issue.record("expected the kept session to refresh")
            return
        }
    }

    @Test("a session document that is not JSON is wiped and reported unreadable")
    func corruptDocument() async throws {
        let (harness, profileId) = try await registered()
        defer { harness.removeHome() }
        try harness.damageDeviceDocument(DeviceStore.sessionName(profileId))
        #expect(
            try await harness.reopenedClient().restoreSession(profileId: profileId) == .discarded(.unreadable)
        )
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
    }

    @Test("no stored session is reported as such and nothing is written")
    func noSession() async throws {
        let (harness, profileId) = try await registered()
        defer { harness.removeHome() }
        _ = await harness.client.logout(profileId: profileId)
        #expect(try await harness.reopenedClient().restoreSession(profileId: profileId) == .noSession)
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
    }
}
