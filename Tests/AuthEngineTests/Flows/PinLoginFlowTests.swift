import AuthEngine
import TestSupport
import Testing

@Suite("Registration, PIN login, deregistration")
struct PinLoginFlowTests {
    @Test("sign-up registers a profile whose PIN then unlocks it")
    func signUpThenLogin() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let registered = try await harness.signUpAndRegister()
        let profile = try #require(registered.profile)
        #expect(registered.user.email == "lin@example.org")
        #expect(try await harness.client.profiles() == [profile])

        let responder = ScriptedResponder(answering: TestAccount.pin)
        let session = try await harness.client.authenticate(profileId: profile.id, responder: responder)
        #expect(session.user.userId == registered.user.userId)
        #expect(responder.received == [.pin(previousFailures: 0, remaining: 3)])
    }

    @Test("a PIN that breaks the policy is asked again with the reason, then accepted")
    func createPinRetriesWithPolicyError() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let responder = ScriptedResponder(answering: "1234", "12345", TestAccount.pin)
        let form = SignUpForm(
            fullName: "Lin Example", email: "lin@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")
        _ = try await harness.client.signUp(form, responder: responder)
        #expect(
            responder.received == [
                .createPin(previousError: nil),
                .createPin(previousError: .wrongLength(required: 5)),
                .createPin(previousError: .sequence),
            ])
    }

    @Test("cancelling the create-PIN challenge stores nothing on the device")
    func cancelCreatePin() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let form = SignUpForm(
            fullName: "Lin Example", email: "lin@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.signUp(form, responder: ScriptedResponder([.cancel]))
        }
        #expect(try await harness.client.profiles().isEmpty)
    }

    @Test("two wrong PINs count down, the right one resets the count")
    func wrongPinsThenRight() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        let responder = ScriptedResponder(answering: "11111", "22222", TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profile.id, responder: responder)
        #expect(
            responder.received == [
                .pin(previousFailures: 0, remaining: 3), .pin(previousFailures: 1, remaining: 2),
                .pin(previousFailures: 2, remaining: 1),
            ])
        let again = ScriptedResponder(answering: TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profile.id, responder: again)
        #expect(again.received == [.pin(previousFailures: 0, remaining: 3)])
    }

    @Test("an empty PIN or end of input cancels without using an attempt")
    func cancelDoesNotCount() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.authenticate(
                profileId: profile.id, responder: ScriptedResponder(answering: ""))
        }
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.authenticate(profileId: profile.id, responder: ScriptedResponder([]))
        }
        let responder = ScriptedResponder(answering: TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profile.id, responder: responder)
        #expect(responder.received == [.pin(previousFailures: 0, remaining: 3)])
    }

    @Test("three wrong PINs deregister the profile on the server and wipe it here")
    func threeWrongPinsDeregister() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        let responder = ScriptedResponder(answering: "11111", "22222", "33333", TestAccount.pin)
        await #expect(throws: AuthError.profileDeregistered(.tooManyFailedAttempts)) {
            try await harness.client.authenticate(profileId: profile.id, responder: responder)
        }
        #expect(responder.unusedAnswers == 1)
        #expect(try await harness.client.profiles().isEmpty)
        await #expect(throws: AuthError.profileNotFound) {
            try await harness.client.authenticate(profileId: profile.id, responder: ScriptedResponder([]))
        }
    }

    @Test("the failure count survives a restart of the client")
    func failureCountPersists() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        _ = try? await harness.client.authenticate(
            profileId: profile.id, responder: ScriptedResponder([.text("11111"), .cancel]))
        let responder = ScriptedResponder([.cancel])
        _ = try? await harness.reopenedClient().authenticate(profileId: profile.id, responder: responder)
        #expect(responder.received == [.pin(previousFailures: 1, remaining: 2)])
    }
}
