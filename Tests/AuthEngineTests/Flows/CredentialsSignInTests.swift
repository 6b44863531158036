import AuthEngine
import TestSupport
import Testing

@Suite("Credentials identity provider")
struct CredentialsSignInTests {
    private static func harness(maximumFailures: Int = 5) throws -> EngineHarness {
        var configuration = ServerConfiguration.forTesting
        configuration.signInLimit = SignInRateLimiter.Configuration(
            maximumFailures: maximumFailures, failureWindowSeconds: 600, lockoutSeconds: 300)
        return try EngineHarness(configuration: configuration)
    }

    @Test("unknown email and wrong password get the same error")
    func unknownEmailAndWrongPasswordLookAlike() async throws {
        let harness = try Self.harness()
        defer { harness.removeHome() }
        _ = try await harness.signUpAndRegister(email: "lin@example.org")
        let responder = ScriptedResponder(answering: TestAccount.pin)
        await #expect(throws: AuthError.invalidCredentials) {
            try await harness.client.registerWithCredentials(
                email: "lin@example.org", password: "wrong password", responder: responder)
        }
        await #expect(throws: AuthError.invalidCredentials) {
            try await harness.client.registerWithCredentials(
                email: "nobody@example.org", password: "wrong password", responder: responder)
        }
        #expect(responder.received.isEmpty)
    }

    @Test("the server's configured limit locks an email out, known or not, and the lock lifts later")
    func configuredLimitApplies() async throws {
        let harness = try Self.harness(maximumFailures: 2)
        defer { harness.removeHome() }
        _ = try await harness.signUpAndRegister(email: "lin@example.org")
        for email in ["lin@example.org", "nobody@example.org"] {
            for _ in 0..<2 {
                await #expect(throws: AuthError.invalidCredentials) {
                    try await harness.client.registerWithCredentials(
                        email: email, password: "wrong password", responder: ScriptedResponder([]))
                }
            }
            await #expect(throws: AuthError.rateLimited(retryAfterSeconds: 300)) {
                try await harness.client.registerWithCredentials(
                    email: email, password: "correct horse", responder: ScriptedResponder([]))
            }
        }
        harness.clock.advance(by: 301)
        let session = try await harness.client.registerWithCredentials(
            email: "lin@example.org", password: "correct horse",
            responder: ScriptedResponder(answering: TestAccount.pin))
        #expect(session.user.email == "lin@example.org")
    }

    @Test("the right password registers a second profile for the same account")
    func secondProfile() async throws {
        let harness = try Self.harness()
        defer { harness.removeHome() }
        let first = try await harness.signUpAndRegister(email: "lin@example.org")
        let second = try await harness.client.registerWithCredentials(
            email: "LIN@example.org ", password: "correct horse",
            responder: ScriptedResponder(answering: TestAccount.otherPin))
        #expect(second.user.userId == first.user.userId)
        #expect(second.profile?.id != first.profile?.id)
        #expect(try await harness.client.profiles().count == 2)
    }
}
