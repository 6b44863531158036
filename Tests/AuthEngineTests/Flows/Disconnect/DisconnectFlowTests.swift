import Glibc
import TestSupport
import Testing

@testable import AuthEngine

@Suite("Disconnect: the server forgets the profile if it can be told, this device always does")
struct DisconnectFlowTests {
    @Test("a disconnect deregisters the profile on the server and wipes it from this device")
    func success() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        try await harness.register(.biometric, profileId: profileId, answer: "recognised")
        let tokens = try #require(try harness.storedTokens(of: profileId))
        let events = EventRecorder(harness.client.sessionEvents)

        #expect(try await harness.client.disconnect(profileId: profileId) == .success)

        // This device: no profile, no session items, no authenticator key, no coordinator.
        #expect(try await harness.client.profiles().isEmpty)
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
        #expect(access(StoredState(harness: harness).biometricKeyPath(profileId: profileId), F_OK) != 0)
        #expect(await events.recorded(atLeast: 1) == [.loggedOut])
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.me(profileId: profileId)
        }
        await #expect(throws: AuthError.profileNotFound) {
            try await harness.client.authenticate(
                profileId: profileId, responder: ScriptedResponder(answering: TestAccount.pin))
        }
        // The server: no registration (so no verifiers, no enrollment), no session, no refresh token.
        let state = try harness.serverState()
        #expect(state.registration(profileId: profileId) == nil)
        #expect(!state.sessions.contains { $0.profileId == profileId })
        #expect(await harness.presentRefreshToken(try #require(tokens.refreshToken)).status == 400)
        let me = await harness.serverResponse(.get, "/v1/auth/me", bearer: tokens.accessToken)
        #expect(me.status == 401)
        // A login from this device's old copy of the profile would meet an unknown profile.
        let start = await harness.serverResponse(
            .post, "/v1/auth/login/start",
            body: WireCoding.encode(
                LoginStartBody(
                    profileId: profileId, authenticator: .pin, clientFirst: "n,,n=\(profileId),r=abc")))
        #expect(start.status == 404)
        // The next run of the app sees no profile either.
        #expect(try await harness.reopenedClient().profiles().isEmpty)
    }

    @Test("the profile's push enrollment and pending requests go with it")
    func pushStateGoes() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        _ = try harness.server.queuePushRequest(profile: profile.id, message: "Sign in to the portal?")
        #expect(try harness.serverState().pushRequests.count == 1)

        #expect(try await harness.client.disconnect(profileId: profile.id) == .success)

        let state = try harness.serverState()
        #expect(state.pushRequests.isEmpty)
        #expect(state.registrations.isEmpty)
    }

    @Test("other profiles on the device keep working")
    func otherProfilesUntouched() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let gone = try #require(try await harness.signUpAndRegister(email: "lin@example.org").profile).id
        let kept = try #require(try await harness.signUpAndRegister(email: "ada@example.org").profile).id

        #expect(try await harness.client.disconnect(profileId: gone) == .success)

        #expect(try await harness.client.profiles().map(\.id) == [kept])
        #expect(try await harness.client.me(profileId: kept).email == "ada@example.org")
        #expect(try harness.serverState().registration(profileId: kept) != nil)
        let session = try await harness.client.authenticate(
            profileId: kept, responder: ScriptedResponder(answering: TestAccount.pin))
        #expect(session.profile?.id == kept)
    }

    @Test("a second disconnect of the same profile reports it already gone and changes nothing")
    func idempotent() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        #expect(try await harness.client.disconnect(profileId: profileId) == .success)
        let after = try harness.serverState()

        #expect(try await harness.client.disconnect(profileId: profileId) == .alreadyDisconnected)

        #expect(try harness.serverState().registrations == after.registrations)
        #expect(try await harness.client.profiles().isEmpty)
    }

    @Test(
        "a server that cannot be told still leaves the profile wiped here, as partial success",
        arguments: [
            (FaultInjectingTransport.Fault.transport(.unreachable), AuthError.transport(.unreachable)),
            (.status(503), .serverUnavailable),
            (.failure(.storage(.corrupt(name: "state.json"))), .serverUnavailable),
        ])
    func serverNotTold(fault: FaultInjectingTransport.Fault, expected: AuthError) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let faults = FaultInjectingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: faults)
        let profileId = try await harness.registerProfile(with: client)
        faults.inject([fault], on: "/v1/devices/deregister")

        #expect(try await client.disconnect(profileId: profileId) == .partialSuccess(expected))

        #expect(try await client.profiles().isEmpty)
        #expect(try harness.sessionFiles(of: profileId).isEmpty)
        // The server never heard; asking again (the device still proves itself) finishes the job.
        #expect(try harness.serverState().registration(profileId: profileId) != nil)
        #expect(try await client.disconnect(profileId: profileId) == .success)
        #expect(try harness.serverState().registration(profileId: profileId) == nil)
    }

    @Test("a server that no longer knows the profile counts as done")
    func unknownToServerCountsAsDone() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let faults = FaultInjectingTransport(wrapping: InProcessTransport(server: harness.server))
        let client = try harness.client(through: faults)
        let profileId = try await harness.registerProfile(with: client)
        faults.inject([.failure(.unknownProfile)], on: "/v1/devices/deregister")

        #expect(try await client.disconnect(profileId: profileId) == .success)
        #expect(try await client.profiles().isEmpty)
    }

    @Test("a device whose key never reached the server registers it with the session and asks again")
    func deviceKeyRegisteredOnDemand() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        // As if the upload at registration had failed: the server holds no key for this device.
        try Self.forgetDeviceKeys(harness)

        #expect(try await harness.client.disconnect(profileId: profileId) == .success)
        #expect(try harness.serverState().registration(profileId: profileId) == nil)
    }

    @Test("without a session and without a known device key the server cannot be told")
    func deviceNotRecognised() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        #expect(await harness.client.logout(profileId: profileId) == .success)
        try Self.forgetDeviceKeys(harness)

        #expect(
            try await harness.client.disconnect(profileId: profileId) == .partialSuccess(.deviceNotRecognised)
        )
        #expect(try await harness.client.profiles().isEmpty)
    }

    @Test("a logged-out profile is disconnected by the device's proof alone")
    func withoutSession() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        #expect(await harness.client.logout(profileId: profileId) == .success)

        #expect(try await harness.client.disconnect(profileId: profileId) == .success)
        #expect(try harness.serverState().registration(profileId: profileId) == nil)
    }

    @Test("another device cannot disconnect a profile that is not registered on it")
    func otherDeviceRefused() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try #require(try await harness.signUpAndRegister().profile).id
        _ = try await harness.otherDevice().signUp(
            SignUpForm(
                fullName: "Ada Example", email: "ada@example.org", password: "correct horse",
                passwordConfirmation: "correct horse"),
            responder: ScriptedResponder(answering: TestAccount.pin))

        let result = try await harness.otherDevice().disconnect(profileId: profileId)

        #expect(result == .partialSuccess(.deviceNotRecognised))
        #expect(try harness.serverState().registration(profileId: profileId) != nil)
        #expect(try await harness.client.profiles().map(\.id) == [profileId])
    }

    @Test("a stateless session has no profile to disconnect")
    func statelessRefused() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let session = try await StatelessSessionTests.start(harness)

        await #expect(throws: AuthError.notAvailableWithoutProfile) {
            try await harness.client.disconnect(session: session)
        }
    }

    @Test("a session with a profile disconnects that profile")
    func sessionWithProfile() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let session = try await harness.signUpAndRegister()

        #expect(try await harness.client.disconnect(session: session) == .success)
        #expect(try await harness.client.profiles().isEmpty)
    }

    /// The server forgets every device key, as if none had ever been uploaded.
    private static func forgetDeviceKeys(_ harness: EngineHarness) throws {
        try harness.server.database.transaction { state throws(ServerFailure) in
            for key in try state.deviceKeys.allRecords() { state.deviceKeys.remove(key.deviceId) }
        }
    }
}
