import TestSupport
import Testing

@testable import AuthEngine

@Suite("Change PIN: current PIN, new PIN under the policy, atomic verifier swap")
struct ChangePinFlowTests {
    /// A PIN the default policy accepts, other than the one the profile was registered with.
    static let newPin = TestAccount.otherPin

    private func makeProfile() async throws -> (EngineHarness, String) {
        let harness = try EngineHarness()
        let profile = try #require(try await harness.signUpAndRegister().profile)
        return (harness, profile.id)
    }

    private func expectLogin(
        _ harness: EngineHarness, profileId: String, pins: String..., asked: [ScriptedResponder.Received]
    ) async throws {
        let responder = ScriptedResponder(pins.map { .text($0) })
        _ = try await harness.client.authenticate(profileId: profileId, responder: responder)
        #expect(responder.received == asked)
    }

    @Test("after a change the old PIN is wrong and the new one works")
    func changeThenLogin() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let responder = ScriptedResponder(answering: TestAccount.pin, ChangePinFlowTests.newPin)
        let result = try await harness.client.changePin(profileId: profileId, responder: responder)
        #expect(
            responder.received == [.pin(previousFailures: 0, remaining: 3), .createPin(previousError: nil)])
        #expect(result.session.profile?.id == profileId)
        try await expectLogin(
            harness, profileId: profileId, pins: TestAccount.pin, ChangePinFlowTests.newPin,
            asked: [.pin(previousFailures: 0, remaining: 3), .pin(previousFailures: 1, remaining: 2)])
    }

    @Test("a wrong current PIN counts: the next challenge shows two remaining")
    func wrongCurrentPinCounts() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let responder = ScriptedResponder(
            answering: "11111", TestAccount.pin, ChangePinFlowTests.newPin)
        _ = try await harness.client.changePin(profileId: profileId, responder: responder)
        #expect(
            responder.received == [
                .pin(previousFailures: 0, remaining: 3), .pin(previousFailures: 1, remaining: 2),
                .createPin(previousError: nil),
            ])
        try await expectLogin(
            harness, profileId: profileId, pins: ChangePinFlowTests.newPin,
            asked: [.pin(previousFailures: 0, remaining: 3)])
    }

    @Test("a wrong current PIN then a cancel keeps the count for the next login")
    func wrongThenCancelKeepsCount() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.changePin(
                profileId: profileId, responder: ScriptedResponder([.text("11111"), .cancel]))
        }
        try await expectLogin(
            harness, profileId: profileId, pins: TestAccount.pin,
            asked: [.pin(previousFailures: 1, remaining: 2)])
    }

    @Test("three wrong current PINs deregister the profile and wipe it here")
    func threeWrongCurrentPins() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let responder = ScriptedResponder(answering: "11111", "22222", "33333", ChangePinFlowTests.newPin)
        await #expect(throws: AuthError.profileDeregistered(.tooManyFailedAttempts)) {
            try await harness.client.changePin(profileId: profileId, responder: responder)
        }
        #expect(responder.unusedAnswers == 1)
        #expect(try await harness.client.profiles().isEmpty)
        #expect(try StoredState(harness: harness).serverState().registration(profileId: profileId) == nil)
    }

    @Test("each policy rule broken by the new PIN is asked again with its reason")
    func newPinPolicyErrors() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let responder = ScriptedResponder(
            answering: TestAccount.pin, "1234", "12345", "1111a", "97531", ChangePinFlowTests.newPin)
        _ = try await harness.client.changePin(profileId: profileId, responder: responder)
        #expect(
            responder.received == [
                .pin(previousFailures: 0, remaining: 3), .createPin(previousError: nil),
                .createPin(previousError: .wrongLength(required: 5)), .createPin(previousError: .sequence),
                .createPin(previousError: .notDigitsOnly), .createPin(previousError: .blacklisted),
            ])
        try await expectLogin(
            harness, profileId: profileId, pins: ChangePinFlowTests.newPin,
            asked: [.pin(previousFailures: 0, remaining: 3)])
    }

    @Test(
        "a cancel at the current PIN or at the new PIN leaves the old PIN in place",
        arguments: [
            [ScriptedResponder.Answer.cancel], [.text("")],
            [.text(TestAccount.pin), .cancel], [.text(TestAccount.pin), .text("")],
            [.text(TestAccount.pin), .text("1234"), .cancel],
        ])
    func cancelChangesNothing(answers: [ScriptedResponder.Answer]) async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let before = try StoredState(harness: harness).serverState().registration(profileId: profileId)
        let responder = ScriptedResponder(answers)
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.changePin(profileId: profileId, responder: responder)
        }
        #expect(responder.unusedAnswers == 0)
        let after = try StoredState(harness: harness).serverState().registration(profileId: profileId)
        #expect(after?.verifiers == before?.verifiers)
        try await expectLogin(
            harness, profileId: profileId, pins: TestAccount.pin,
            asked: [.pin(previousFailures: 0, remaining: 3)])
    }

    @Test("other sessions of the profile are revoked; the one that proved the PIN keeps working")
    func otherSessionsRevoked() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let stored = StoredState(harness: harness)
        let oldToken = try stored.accessToken(profileId: profileId)
        let result = try await harness.client.changePin(
            profileId: profileId,
            responder: ScriptedResponder(answering: TestAccount.pin, ChangePinFlowTests.newPin))
        #expect(result.otherSessionsRevoked == 1)
        let newToken = try stored.accessToken(profileId: profileId)
        #expect(newToken != oldToken)
        let old = await harness.send(.get, "/v1/auth/me", bearer: oldToken, body: EmptyBody())
        let new = await harness.send(.get, "/v1/auth/me", bearer: newToken, body: EmptyBody())
        #expect(old.status == 401)
        #expect(new.status == 200)
        #expect(try await harness.client.currentSession(profileId: profileId).profile?.id == profileId)
    }

    @Test("biometric and password keys do not depend on the PIN and keep working after a change")
    func authenticatorsSurvivePinChange() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        try await harness.register(.biometric, profileId: profileId, answer: "recognised")
        try await harness.register(.password, profileId: profileId, answer: AuthenticatorFlowTests.password)
        _ = try await harness.client.changePin(
            profileId: profileId,
            responder: ScriptedResponder(answering: TestAccount.pin, ChangePinFlowTests.newPin))
        _ = try await harness.client.setPreferredAuthenticator(.biometric, profileId: profileId)
        let sensor = ScriptedResponder(answering: "recognised")
        _ = try await harness.client.authenticate(profileId: profileId, responder: sensor)
        #expect(sensor.received == [.biometric])
        _ = try await harness.client.setPreferredAuthenticator(.password, profileId: profileId)
        let password = ScriptedResponder(answering: AuthenticatorFlowTests.password)
        _ = try await harness.client.authenticate(profileId: profileId, responder: password)
        #expect(password.received == [.password(previousAttemptFailed: false)])
    }

    @Test("a second flow for the same profile while the change waits is refused as in progress")
    func changeInProgress() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let gated = GatedResponder(
            ScriptedResponder(answering: TestAccount.pin, ChangePinFlowTests.newPin))
        let client = harness.client
        let change = Task { try await client.changePin(profileId: profileId, responder: gated) }
        var entered = gated.entered.makeAsyncIterator()
        _ = await entered.next()
        await #expect(throws: AuthError.alreadyInProgress) {
            try await client.changePin(profileId: profileId, responder: ScriptedResponder([]))
        }
        await #expect(throws: AuthError.alreadyInProgress) {
            try await client.authenticate(profileId: profileId, responder: ScriptedResponder([]))
        }
        gated.release()
        _ = try await change.value
        try await expectLogin(
            harness, profileId: profileId, pins: ChangePinFlowTests.newPin,
            asked: [.pin(previousFailures: 0, remaining: 3)])
    }

    @Test("no PIN, password or key appears in results, errors or server answers")
    func noSecretsInOutput() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let result = try await harness.client.changePin(
            profileId: profileId,
            responder: ScriptedResponder(answering: TestAccount.pin, ChangePinFlowTests.newPin))
        var texts = [String(describing: result), String(reflecting: result)]
        do {
            _ = try await harness.client.changePin(
                profileId: profileId, responder: ScriptedResponder(answering: "11111", ""))
        } catch {
            texts.append(String(reflecting: error))
        }
        let token = try StoredState(harness: harness).accessToken(profileId: profileId)
        let refused = await harness.send(
            .post, "/v1/auth/pin", bearer: token,
            body: PinChangeBody(
                exchangeId: "scr_unknown",
                verifier: try SCRAMCredential.derive(password: SecretBytes.random(count: 32), iterations: 64))
        )
        texts.append(String(decoding: refused.body, as: UTF8.self))
        #expect(texts.count == 4)
        for text in texts {
            for secret in [TestAccount.pin, ChangePinFlowTests.newPin, "11111", token] {
                #expect(!text.contains(secret))
            }
        }
    }
}
