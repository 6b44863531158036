import Testing

@testable import AuthEngine

@Suite("Logout: best-effort remote revoke, always a local clear")
struct LogoutFlowTests {
    private func registered(
        through transport: (EngineHarness) -> any EngineTransport
    ) async throws -> (EngineHarness, AuthClient, profileId: String) {
        let harness = try EngineHarness()
        let client = try harness.client(through: transport(harness))
        return (harness, client, try await harness.registerProfile(with: client))
    }

    @Test("success revokes the session on the server and clears the three items")
    func success() async throws {
        let (harness, client, profileId) = try await registered { InProcessTransport(server: $0.server) }
        defer { harness.removeHome() }
        let tokens = try #require(try harness.storedTokens(of: profileId))
        let events = EventRecorder(client.sessionEvents)
        #expect(await client.logout(profileId: profileId) == .success)
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
        #expect(await harness.presentRefreshToken(try #require(tokens.refreshToken)).status == 400)
        #expect(await events.recorded(atLeast: 1) == [.loggedOut])
        await #expect(throws: AuthError.notAuthenticated) { try await client.me(profileId: profileId) }
    }

    @Test(
        "a server or transport failure still clears locally, as partial success",
        arguments: [
            (FaultInjectingTransport.Fault.status(503), AuthError.serverUnavailable),
            (.transport(.unreachable), .transport(.unreachable)),
            (.failure(.storage(.corrupt(name: "state.json"))), .serverUnavailable),
        ])
    func partialSuccess(fault: FaultInjectingTransport.Fault, expected: AuthError) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let faults = FaultInjectingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: faults)
        let profileId = try await harness.registerProfile(with: client)
        let tokens = try #require(try harness.storedTokens(of: profileId))
        faults.inject([fault], on: "/v1/auth/logout")
        #expect(await client.logout(profileId: profileId) == .partialSuccess(expected))
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
        // The server never heard: the refresh token still works there.
        #expect(await harness.presentRefreshToken(try #require(tokens.refreshToken)).status == 200)
    }

    @Test("a second logout reports already logged out")
    func alreadyLoggedOut() async throws {
        let (harness, client, profileId) = try await registered { InProcessTransport(server: $0.server) }
        defer { harness.removeHome() }
        #expect(await client.logout(profileId: profileId) == .success)
        #expect(await client.logout(profileId: profileId) == .alreadyLoggedOut)
    }

    @Test("a 401 from the server counts as done")
    func unauthorizedCountsAsDone() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let faults = FaultInjectingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: faults)
        let profileId = try await harness.registerProfile(with: client)
        faults.inject([.failure(.invalidAccessToken)], on: "/v1/auth/logout")
        #expect(await client.logout(profileId: profileId) == .success)
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
    }
}
