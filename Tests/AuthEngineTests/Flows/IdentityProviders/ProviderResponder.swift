import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

/// A responder whose browser and two-step answers are computed from the challenge (they depend on
/// the URL or code the engine chose); every other challenge is answered by a `ScriptedResponder`.
final class ProviderResponder: ChallengeResponder {
    typealias BrowserAnswer = @Sendable (String) async -> ChallengeAnswer<String>
    typealias CustomAnswer = @Sendable (CustomRegistrationChallenge) -> ChallengeAnswer<String>

    let scripted: ScriptedResponder
    private let browser: BrowserAnswer
    private let custom: CustomAnswer
    private let log = Mutex<[ScriptedResponder.Received]>([])

    init(
        pins: [ScriptedResponder.Answer] = [.text(TestAccount.pin)],
        browser: @escaping BrowserAnswer = { _ in .cancel },
        custom: @escaping CustomAnswer = { _ in .cancel }
    ) {
        scripted = ScriptedResponder(pins)
        self.browser = browser
        self.custom = custom
    }

    /// Every challenge asked, in order, across both halves.
    var received: [ScriptedResponder.Received] { log.withLock { $0 } }

    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> {
        log.withLock { $0.append(.createPin(previousError: challenge.previousError)) }
        return await scripted.respond(to: challenge)
    }

    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> {
        await scripted.respond(to: challenge)
    }

    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> {
        log.withLock { $0.append(.browser(url: challenge.url)) }
        return await browser(challenge.url)
    }

    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> {
        log.withLock {
            $0.append(.customRegistration(code: challenge.challengeCode, status: challenge.status))
        }
        return custom(challenge)
    }

    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> { .cancel }
    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> { .cancel }
    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> { .cancel }
}

/// Shared set-up for the identity-provider tests.
enum ProviderFixtures {
    static let email = "lin@example.org"
    static let password: Secret = "correct horse"

    /// Creates an account without registering a profile: sign-up, then a cancel at the PIN.
    static func makeAccount(_ harness: EngineHarness, email: String = email) async throws {
        let form = SignUpForm(
            fullName: "Lin Example", email: email, password: password.value,
            passwordConfirmation: password.value)
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.signUp(form, responder: ScriptedResponder([.cancel]))
        }
    }

    /// Posts a wire body straight to a server route, as a client built by someone else would.
    static func post(
        _ server: TokenServer, _ path: String, _ body: some Encodable
    ) async -> (status: Int, error: ServerErrorBody?, body: [UInt8]) {
        let response = await server.handle(
            EngineRequest(method: .post, path: path, body: WireCoding.encode(body)))
        let error = response.isSuccess ? nil : WireCoding.decode(ServerErrorBody.self, from: response.body)
        return (response.status, error, response.body)
    }

    /// The profile and session files the client has written under `<home>/device/`.
    static func profileFiles(_ harness: EngineHarness) -> [String] {
        let names = (try? FileSystem.regularFileNames(in: harness.home + "/device")) ?? []
        return names.filter { $0.hasPrefix(DeviceStore.profilesName) || $0.hasPrefix("session-") }.sorted()
    }

    /// Asserts `text` contains none of `secrets`.
    static func expectNoSecret(
        in text: String, _ secrets: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for secret in secrets where !secret.isEmpty {
            #expect(!text.contains(secret), "a secret leaked into: \(text)", sourceLocation: sourceLocation)
        }
    }
}

enum ProviderTestError: Error {
    case unexpectedResult
}
