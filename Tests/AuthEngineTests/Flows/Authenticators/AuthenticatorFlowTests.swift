import TestSupport
import Testing

@testable import AuthEngine

@Suite("Authenticators: register, log in with fallback to PIN, deregister, prefer")
struct AuthenticatorFlowTests {
    static let password = "blue harbour lantern"

    private func makeProfile() async throws -> (EngineHarness, String) {
        let harness = try EngineHarness()
        let profile = try #require(try await harness.signUpAndRegister().profile)
        return (harness, profile.id)
    }

    @Test("registering the biometric authenticator needs the PIN, then the sensor, asked to enrol")
    func registerBiometric() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let responder = SensorReasonRecorder(
            ScriptedResponder(answering: TestAccount.pin, "recognised"))
        let list = try await harness.client.registerAuthenticator(
            .biometric, profileId: profileId, responder: responder)
        #expect(responder.inner.received == [.pin(previousFailures: 0, remaining: 3), .biometric])
        #expect(responder.reasons == [.enrolment])
        #expect(list == AuthenticatorList(registered: [.pin, .biometric], preferred: .pin))
        #expect(try await harness.client.authenticators(profileId: profileId) == list)
        #expect(try StoredState(harness: harness).verifierKinds(profileId: profileId) == [.pin, .biometric])
    }

    @Test("a wrong PIN while registering counts toward the limit; the password is asked after the PIN")
    func registerPasswordAfterWrongPin() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let responder = ScriptedResponder(answering: "11111", TestAccount.pin, Self.password)
        let list = try await harness.client.registerAuthenticator(
            .password, profileId: profileId, responder: responder)
        #expect(
            responder.received == [
                .pin(previousFailures: 0, remaining: 3), .pin(previousFailures: 1, remaining: 2),
                .password(previousAttemptFailed: false),
            ])
        #expect(list.registered == [.pin, .password])
    }

    @Test("three wrong PINs while registering deregister the profile")
    func registerWithThreeWrongPins() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        await #expect(throws: AuthError.profileDeregistered(.tooManyFailedAttempts)) {
            try await harness.client.registerAuthenticator(
                .biometric, profileId: profileId,
                responder: ScriptedResponder(answering: "11111", "22222", "33333", "recognised"))
        }
        #expect(try await harness.client.profiles().isEmpty)
    }

    @Test(
        "a cancel at the PIN, the sensor or the password registers nothing",
        arguments: [
            (AuthenticatorKind.biometric, [ScriptedResponder.Answer.cancel]),
            (.biometric, [.text(TestAccount.pin), .cancel]),
            (.biometric, [.text(TestAccount.pin), .text("not recognised")]),
            (.password, [.text(TestAccount.pin), .cancel]),
            (.password, [.text(TestAccount.pin), .text("")]),
        ])
    func cancelRegistration(kind: AuthenticatorKind, answers: [ScriptedResponder.Answer]) async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let responder = ScriptedResponder(answers)
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.registerAuthenticator(kind, profileId: profileId, responder: responder)
        }
        #expect(responder.unusedAnswers == 0)
        let stored = StoredState(harness: harness)
        #expect(try await harness.client.authenticators(profileId: profileId).registered == [.pin])
        #expect(try stored.verifierKinds(profileId: profileId) == [.pin])
        #expect(StoredState.permissions(of: stored.biometricKeyPath(profileId: profileId)) == nil)
    }

    @Test("the PIN cannot be registered or removed as an authenticator")
    func pinIsPermanent() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        await #expect(throws: AuthError.pinAuthenticatorIsPermanent) {
            try await harness.client.registerAuthenticator(
                .pin, profileId: profileId, responder: ScriptedResponder([]))
        }
        await #expect(throws: AuthError.pinAuthenticatorIsPermanent) {
            try await harness.client.deregisterAuthenticator(.pin, profileId: profileId)
        }
        await #expect(throws: AuthError.authenticatorNotRegistered) {
            try await harness.client.setPreferredAuthenticator(.biometric, profileId: profileId)
        }
        await #expect(throws: AuthError.authenticatorNotRegistered) {
            try await harness.client.deregisterAuthenticator(.password, profileId: profileId)
        }
    }

    @Test("a recognised biometric logs in without the PIN, asked to log in")
    func biometricRecognised() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        try await harness.register(.biometric, profileId: profileId, answer: "recognised")
        let list = try await harness.client.setPreferredAuthenticator(.biometric, profileId: profileId)
        #expect(list.preferred == .biometric)
        let responder = SensorReasonRecorder(ScriptedResponder(answering: "recognised"))
        let session = try await harness.client.authenticate(profileId: profileId, responder: responder)
        #expect(session.profile?.id == profileId)
        #expect(responder.inner.received == [.biometric])
        #expect(responder.reasons == [.login])
    }

    @Test(
        "a biometric refusal, 'use PIN' or cancel falls back to the PIN and costs no attempt",
        arguments: [ScriptedResponder.Answer.text("not recognised"), .text("use pin"), .cancel])
    func biometricFallsBackToPin(sensor: ScriptedResponder.Answer) async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        try await harness.register(.biometric, profileId: profileId, answer: "recognised")
        _ = try await harness.client.setPreferredAuthenticator(.biometric, profileId: profileId)
        let responder = ScriptedResponder([sensor, .text(TestAccount.pin)])
        _ = try await harness.client.authenticate(profileId: profileId, responder: responder)
        #expect(responder.received == [.biometric, .pin(previousFailures: 0, remaining: 3)])
    }

    @Test("a biometric fallback ends with the PIN challenge's own cancel when the PIN is cancelled")
    func biometricFallbackThenCancel() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        try await harness.register(.biometric, profileId: profileId, answer: "recognised")
        _ = try await harness.client.setPreferredAuthenticator(.biometric, profileId: profileId)
        let responder = ScriptedResponder(answering: "use pin", "")
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.authenticate(profileId: profileId, responder: responder)
        }
        #expect(responder.received == [.biometric, .pin(previousFailures: 0, remaining: 3)])
    }

    @Test("the right password logs in without the PIN")
    func passwordRight() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        try await harness.register(.password, profileId: profileId, answer: Self.password)
        _ = try await harness.client.setPreferredAuthenticator(.password, profileId: profileId)
        let responder = ScriptedResponder(answering: Self.password)
        _ = try await harness.client.authenticate(profileId: profileId, responder: responder)
        #expect(responder.received == [.password(previousAttemptFailed: false)])
    }

    @Test("a wrong password counts as a failed attempt and falls back to the PIN")
    func passwordWrong() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        try await harness.register(.password, profileId: profileId, answer: Self.password)
        _ = try await harness.client.setPreferredAuthenticator(.password, profileId: profileId)
        let responder = ScriptedResponder(answering: "wrong words", TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profileId, responder: responder)
        #expect(
            responder.received == [
                .password(previousAttemptFailed: false), .pin(previousFailures: 1, remaining: 2),
            ])
    }

    @Test("a cancelled password falls back to the PIN without an attempt")
    func passwordCancelled() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        try await harness.register(.password, profileId: profileId, answer: Self.password)
        _ = try await harness.client.setPreferredAuthenticator(.password, profileId: profileId)
        let responder = ScriptedResponder([.cancel, .text(TestAccount.pin)])
        _ = try await harness.client.authenticate(profileId: profileId, responder: responder)
        #expect(
            responder.received == [
                .password(previousAttemptFailed: false), .pin(previousFailures: 0, remaining: 3),
            ])
    }

    @Test("deregistering the preferred authenticator makes the PIN preferred, and says so")
    func deregisterPreferred() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        try await harness.register(.biometric, profileId: profileId, answer: "recognised")
        try await harness.register(.password, profileId: profileId, answer: Self.password)
        _ = try await harness.client.setPreferredAuthenticator(.biometric, profileId: profileId)

        let removal = try await harness.client.deregisterAuthenticator(.biometric, profileId: profileId)
        #expect(removal.preferredResetToPin)
        #expect(removal.authenticators == AuthenticatorList(registered: [.pin, .password], preferred: .pin))
        let stored = StoredState(harness: harness)
        #expect(try stored.verifierKinds(profileId: profileId) == [.pin, .password])
        #expect(StoredState.permissions(of: stored.biometricKeyPath(profileId: profileId)) == nil)

        let responder = ScriptedResponder(answering: TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profileId, responder: responder)
        #expect(responder.received == [.pin(previousFailures: 0, remaining: 3)])

        let other = try await harness.client.deregisterAuthenticator(.password, profileId: profileId)
        #expect(!other.preferredResetToPin)
        #expect(other.authenticators == AuthenticatorList(registered: [.pin], preferred: .pin))
    }

    @Test("the server keeps only verifiers; the biometric key stays on the device in a 0600 file")
    func noKeyMaterialLeavesTheDevice() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        try await harness.register(.biometric, profileId: profileId, answer: "recognised")
        try await harness.register(.password, profileId: profileId, answer: Self.password)
        let stored = StoredState(harness: harness)

        #expect(StoredState.permissions(of: stored.biometricKeyPath(profileId: profileId)) == 0o600)
        let biometricKey = try #require(try stored.device.biometricKey(profileId: profileId))
        #expect(biometricKey.count == 32)
        let identity = try stored.device.identity()
        let passwordKey = DeviceKeys.passwordKey(
            password: Secret(Self.password), profileId: profileId, deviceSecret: identity.secretBytes)

        let serverText = stored.allText(under: harness.home + "/server")
        #expect(serverText.contains(profileId))
        for secret in [
            Base64.encode(biometricKey.bytes), Base64.encode(passwordKey.bytes), Self.password,
            identity.secret,
        ] {
            #expect(!serverText.contains(secret))
        }
        // The password is never stored anywhere, not even on the device.
        #expect(!stored.allText(under: harness.home + "/device").contains(Self.password))
        #expect(try stored.verifierKinds(profileId: profileId) == [.pin, .biometric, .password])
    }

    @Test("a stolen access token alone can neither add an authenticator nor change the PIN")
    func stolenAccessTokenIsNotEnough() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let token = try StoredState(harness: harness).accessToken(profileId: profileId)
        let verifier = try SCRAMCredential.derive(password: SecretBytes.random(count: 32), iterations: 64)
        let forgedExchange = "scr_forged"
        let register = await harness.send(
            .post, "/v1/authenticators", bearer: token,
            body: AuthenticatorRegistrationBody(
                exchangeId: forgedExchange, kind: .password, verifier: verifier))
        let change = await harness.send(
            .post, "/v1/auth/pin", bearer: token,
            body: PinChangeBody(exchangeId: forgedExchange, verifier: verifier))
        for response in [register, change] {
            #expect(response.status == 403)
            #expect(
                WireCoding.decode(ServerErrorBody.self, from: response.body)?.code == .pinConfirmationRequired
            )
        }
        #expect(try StoredState(harness: harness).verifierKinds(profileId: profileId) == [.pin])
    }

    @Test("a proven PIN exchange can be redeemed only once")
    func provenExchangeIsSingleUse() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let client = harness.client
        let profile = try #require(try await client.profiles().first)
        let proven = try await client.provePin(
            profile: profile, responder: ScriptedResponder(answering: TestAccount.pin))
        let verifier = try SCRAMCredential.derive(password: SecretBytes.random(count: 32), iterations: 64)
        let body = AuthenticatorRegistrationBody(
            exchangeId: proven.exchangeId, kind: .password, verifier: verifier)
        let first = await harness.send(.post, "/v1/authenticators", bearer: proven.accessToken, body: body)
        let second = await harness.send(.post, "/v1/authenticators", bearer: proven.accessToken, body: body)
        #expect(first.status == 201)
        #expect(second.status == 403)
        #expect(try StoredState(harness: harness).verifierKinds(profileId: profileId) == [.pin, .password])
    }

    @Test("a second flow for the profile while registration waits is refused as in progress")
    func registrationInProgress() async throws {
        let (harness, profileId) = try await makeProfile()
        defer { harness.removeHome() }
        let gated = GatedResponder(ScriptedResponder(answering: TestAccount.pin, "recognised"))
        let client = harness.client
        let registration = Task {
            try await client.registerAuthenticator(.biometric, profileId: profileId, responder: gated)
        }
        var entered = gated.entered.makeAsyncIterator()
        _ = await entered.next()
        await #expect(throws: AuthError.alreadyInProgress) {
            try await client.setPreferredAuthenticator(.pin, profileId: profileId)
        }
        await #expect(throws: AuthError.alreadyInProgress) {
            try await client.authenticate(profileId: profileId, responder: ScriptedResponder([]))
        }
        gated.release()
        #expect(try await registration.value.registered == [.pin, .biometric])
    }
}
