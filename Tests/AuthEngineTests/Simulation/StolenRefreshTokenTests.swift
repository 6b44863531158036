import Testing

@testable import AuthEngine

@Suite("simulate stolen-refresh-token: the rotated-away refresh token, presented as a thief would")
struct StolenRefreshTokenTests {
    @Test("before any refresh there is no rotated token, and nothing is sent")
    func nothingToStealBeforeARefresh() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let counting = CountingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: counting)
        let profileId = try await harness.registerProfile(with: client)

        #expect(try await client.presentRotatedRefreshToken(profileId: profileId) == .noRotatedToken)
        #expect(counting.count(of: "/v1/auth/refresh") == 0)
    }

    @Test(
        "after a refresh the old token is presented, the server detects the reuse, and the app's next call ends the session"
    )
    func reuseIsDetected() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let client = try harness.client(through: InProcessTransport(server: harness.server))
        let profileId = try await harness.registerProfile(with: client)
        let original = try #require(try harness.storedTokens(of: profileId)?.refreshToken)
        harness.clock.advance(by: TokenRefreshFlowTests.nearExpiry)
        _ = try await client.me(profileId: profileId)
        let stored = try #require(
            try harness.deviceStore.read(StoredSession.self, named: DeviceStore.sessionName(profileId)))
        #expect(stored.rotatedRefreshToken == original, "the rotated-away token is kept with the session")
        #expect(stored.tokens.refreshToken != original)

        // Another process on the same home, as `viper-auth simulate` is.
        let thief = try harness.reopenedClient()
        #expect(
            try await thief.presentRotatedRefreshToken(profileId: profileId)
                == .refused(status: 400, reason: .reused))
        #expect(try harness.storedTokens(of: profileId) == stored.tokens, "this device is left as it was")

        await #expect(throws: AuthError.sessionEnded(.reused)) {
            try await client.me(profileId: profileId)
        }
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
    }
}
