import Glibc
import TestSupport
import Testing

@testable import AuthEngine

/// `AuthClient.reconcile()` and the wipe on "unknown profile": what a crash between the server's
/// half and the device's half leaves is settled, each case the way docs/ENGINE.md's table says.
/// The server's half is changed through its own store (`ServerDatabase.transaction`), as the other
/// half of a crashed operation would have left it.
@Suite("Reconciling the two halves after a crash between them")
struct ReconciliationTests {
    private func changeServer(
        _ harness: EngineHarness, _ change: (inout ServerState) throws(ServerFailure) -> Void
    ) throws {
        try harness.server.database.transaction { (state: inout ServerState) throws(ServerFailure) in
            try change(&state)
        }
    }

    /// Makes the server forget every device key, as a server from before device keys would.
    private func forgetDeviceKeys(_ harness: EngineHarness) throws {
        try changeServer(harness) { state throws(ServerFailure) in
            for record in try state.deviceKeys.allRecords() { _ = state.deviceKeys.remove(record.deviceId) }
        }
    }

    private func deviceStore(_ harness: EngineHarness) throws -> DeviceStore {
        try StoredState(harness: harness).device
    }

    @Test(
        "a profile the server no longer knows is wiped and reported once; the next reconcile reports nothing")
    func forgottenProfile() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        try changeServer(harness) { state throws(ServerFailure) in try state.deregister(profileId: profile.id)
        }

        #expect(
            await harness.client.reconcile() == [RemovedProfile(profile: profile, reason: .unknownToServer)])

        #expect(try await harness.client.profiles().isEmpty)
        #expect(try harness.sessionFiles(of: profile.id).isEmpty)
        #expect(await harness.client.reconcile().isEmpty)
    }

    @Test("implicit data about a profile the server no longer knows wipes it before saying so")
    func implicitReadWipes() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        try changeServer(harness) { state throws(ServerFailure) in try state.deregister(profileId: profileId)
        }

        await #expect(throws: AuthError.profileDeregistered(.unknownToServer)) {
            try await harness.client.implicitData(profileId: profileId)
        }

        #expect(try await harness.client.profiles().isEmpty)
    }

    @Test("a signed-in call that meets an unknown profile wipes it before saying so")
    func bearerCallWipes() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        // Only the registration: the session stays, so the call gets past its access token.
        try changeServer(harness) { state in _ = state.registrations.remove(profileId) }

        await #expect(throws: AuthError.profileDeregistered(.unknownToServer)) {
            try await harness.client.pushEnrollment(profileId: profileId)
        }

        #expect(try await harness.client.profiles().isEmpty)
    }

    @Test("a registration the device never stored is deregistered; the device's own profiles stay")
    func ghostRegistration() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let kept = try #require(try await harness.signUpAndRegister(email: "ada@example.org").profile)
        let ghost = try #require(try await harness.signUpAndRegister(email: "lin@example.org").profile)
        // As a crash right after the server's answer leaves it: the device never stored the profile.
        try deviceStore(harness).wipe(profileId: ghost.id)

        #expect(await harness.client.reconcile().isEmpty)

        let state = try StoredState(harness: harness).serverState()
        #expect(state.registrations.map(\.profileId) == [kept.id])
        #expect(try await harness.client.profiles() == [kept])
    }

    @Test(
        "a registration whose device crashed before registering its key is still found: the key came with it")
    func ghostOfAFreshDevice() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let ghost = try #require(try await harness.signUpAndRegister().profile)
        try deviceStore(harness).wipe(profileId: ghost.id)
        let keys = try harness.server.database.read { state throws(ServerFailure) in
            try state.deviceKeys.allRecords()
        }
        #expect(keys.count == 1)

        _ = await harness.client.reconcile()

        #expect(try StoredState(harness: harness).serverState().registrations.isEmpty)
    }

    @Test("a disconnect cut short is finished on the server and here, and reported as a disconnect")
    func disconnectCutShort() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        try deviceStore(harness).updateProfiles { profiles in profiles[0].disconnectRequested = true }

        let removed = await harness.client.reconcile()

        #expect(removed.map(\.reason) == [.disconnected])
        #expect(removed.map(\.profile.id) == [profile.id])
        #expect(try await harness.client.profiles().isEmpty)
        #expect(try StoredState(harness: harness).serverState().registrations.isEmpty)
    }

    @Test("a logout cut short is finished: the session is revoked on the server and cleared here")
    func logoutCutShort() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        let store = try deviceStore(harness)
        var session = try #require(try store.session(profileId: profileId))
        session.logoutRequested = true
        try store.saveSession(session, profileId: profileId)

        #expect(await harness.client.reconcile().isEmpty)

        #expect(try store.session(profileId: profileId) == nil)
        #expect(try StoredState(harness: harness).serverState().sessions.allSatisfy(\.revoked))
        #expect(try await harness.client.profiles().map(\.id) == [profileId])
    }

    @Test(
        "an authenticator the server took but the device never listed is listed; one the server dropped is removed"
    )
    func authenticatorsSettled() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        try await harness.register(.password, profileId: profileId, answer: "blue-heron-42")
        try await harness.register(.biometric, profileId: profileId, answer: "recognised")
        _ = try await harness.client.setPreferredAuthenticator(.biometric, profileId: profileId)
        // The password's registration cut short before the device listed it; the biometric's
        // removal cut short after the server forgot it.
        try deviceStore(harness).updateProfiles { profiles in profiles[0].authenticators = [.pin, .biometric]
        }
        try changeServer(harness) { state throws(ServerFailure) in
            _ = try state.registrations.update(profileId) { $0.verifiers.removeAll { $0.kind == .biometric } }
        }

        _ = await harness.client.reconcile()

        let list = try await harness.client.authenticators(profileId: profileId)
        #expect(list == AuthenticatorList(registered: [.pin, .password], preferred: .pin))
        #expect(access(StoredState(harness: harness).biometricKeyPath(profileId: profileId), F_OK) != 0)
    }

    @Test("a device whose key the server lost registers it again with a live session, then settles")
    func deviceKeyRegisteredAgain() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let kept = try #require(try await harness.signUpAndRegister(email: "ada@example.org").profile)
        let ghost = try #require(try await harness.signUpAndRegister(email: "lin@example.org").profile)
        try deviceStore(harness).wipe(profileId: ghost.id)
        try forgetDeviceKeys(harness)

        #expect(await harness.client.reconcile().isEmpty)

        #expect(try StoredState(harness: harness).serverState().registrations.map(\.profileId) == [kept.id])
        let keys = try harness.server.database.read { state throws(ServerFailure) in
            try state.deviceKeys.allRecords()
        }
        #expect(keys.count == 1)
    }

    @Test("when the server cannot be asked nothing is changed")
    func serverUnreachable() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        try changeServer(harness) { state throws(ServerFailure) in try state.deregister(profileId: profile.id)
        }
        // A device whose key the server does not know cannot be told anything about its profiles.
        try forgetDeviceKeys(harness)

        #expect(await harness.client.reconcile().isEmpty)
        #expect(try await harness.client.profiles() == [profile])
    }
}
