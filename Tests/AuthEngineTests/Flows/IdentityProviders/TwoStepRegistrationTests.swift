import Synchronization
import Testing

@testable import AuthEngine

@Suite("Two-step (custom) registration")
struct TwoStepRegistrationTests {
    /// One scripted answer to a two-step challenge.
    enum Reply: Sendable {
        /// Type back the code shown, as the person is asked to.
        case code
        case text(String)
    }

    /// Answers challenges from `replies` in order, then cancels (end of input).
    static func answering(_ replies: [Reply]) -> ProviderResponder.CustomAnswer {
        let script = ReplyScript(replies)
        return { challenge in
            switch script.next() {
            case .code: .answer(challenge.challengeCode)
            case .text(let text): .answer(text)
            case nil: .cancel
            }
        }
    }

    static func register(
        _ harness: EngineHarness, _ responder: ProviderResponder, password: Secret = ProviderFixtures.password
    ) async throws(AuthError) -> AuthenticatedSession {
        try await harness.client.registerWithTwoStep(
            email: ProviderFixtures.email, password: password, responder: responder)
    }

    @Test("typing back the challenge code registers a profile")
    func success() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = ProviderResponder(custom: Self.answering([.code]))

        let session = try await Self.register(harness, responder)

        #expect(session.user.email == ProviderFixtures.email)
        #expect(try await harness.client.profiles().count == 1)
        guard case .customRegistration(let code, nil) = responder.received.first else {
            Issue.record("no custom challenge: \(responder.received)")
            return
        }
        #expect(code.count == 6 && code.allSatisfy(\.isNumber))
        #expect(responder.received.dropFirst() == [.createPin(previousError: nil)])
        #expect(try harness.server.database.snapshot().customRegistrations.isEmpty)
    }

    @Test("a wrong answer repeats the same challenge with the tries left")
    func wrongThenRight() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = ProviderResponder(custom: Self.answering([.text("000000x"), .text("nope"), .code]))

        _ = try await Self.register(harness, responder)

        guard case .customRegistration(let code, _) = responder.received.first else {
            Issue.record("no custom challenge")
            return
        }
        #expect(
            responder.received == [
                .customRegistration(code: code, status: nil),
                .customRegistration(code: code, status: .wrongAnswer(remainingAnswers: 2)),
                .customRegistration(code: code, status: .wrongAnswer(remainingAnswers: 1)),
                .createPin(previousError: nil),
            ])
    }

    @Test("three wrong answers end the registration with a typed error, on both sides")
    func threeWrongAnswers() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = ProviderResponder(
            custom: Self.answering([.text("1"), .text("2"), .text("3"), .code]))

        await #expect(throws: AuthError.customRegistrationFailed) {
            try await Self.register(harness, responder)
        }
        #expect(responder.received.count == 3)
        #expect(try harness.server.database.snapshot().customRegistrations.isEmpty)
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
    }

    @Test("a wrong answer is counted on the server, not just by the client")
    func serverCountsAnswers() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let opened = await ProviderFixtures.post(
            harness.server, "/v1/idp/two-step",
            CredentialsBody(email: ProviderFixtures.email, password: ProviderFixtures.password.value))
        let challenge = try #require(WireCoding.decode(TwoStepChallengeBody.self, from: opened.body))
        var statuses: [Int?] = []
        for _ in 0..<3 {
            let answer = await ProviderFixtures.post(
                harness.server, "/v1/idp/two-step/answer",
                TwoStepAnswerBody(registrationId: challenge.registrationId, answer: "wrong"))
            statuses.append(answer.error?.failedAttempts)
        }
        #expect(statuses == [1, 2, 3])
        let afterLimit = await ProviderFixtures.post(
            harness.server, "/v1/idp/two-step/answer",
            TwoStepAnswerBody(registrationId: challenge.registrationId, answer: challenge.challengeCode))
        #expect(afterLimit.error?.code == .invalidTicket, "the right code must not work after the limit")
    }

    @Test("cancelling (or an empty answer) at the challenge cancels and stores nothing")
    func cancelAtChallenge() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        for answer in [ChallengeAnswer<String>.cancel, .answer("")] {
            let responder = ProviderResponder(custom: { _ in answer })
            await #expect(throws: AuthError.cancelled) {
                try await Self.register(harness, responder)
            }
            #expect(responder.received.count == 1)
        }
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
        #expect(try harness.server.database.snapshot().registrations.isEmpty)
    }

    @Test("cancelling at the create-PIN challenge stores nothing")
    func cancelAtCreatePin() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = ProviderResponder(pins: [.cancel], custom: Self.answering([.code]))
        await #expect(throws: AuthError.cancelled) {
            try await Self.register(harness, responder)
        }
        #expect(responder.received.count == 2)
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
        #expect(try harness.server.database.snapshot().registrations.isEmpty)
    }

    @Test("a challenge answered after its lifetime is refused as expired")
    func challengeExpires() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let clock = harness.clock
        let responder = ProviderResponder(custom: { challenge in
            clock.advance(by: ServerConfiguration.forTesting.shortLivedCodeLifetime)
            return .answer(challenge.challengeCode)
        })
        await #expect(throws: AuthError.registrationExpired) {
            try await Self.register(harness, responder)
        }
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
    }

    @Test("bad credentials are refused before any challenge, and count towards the shared limit")
    func badCredentials() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = ProviderResponder(custom: Self.answering([.code]))
        await #expect(throws: AuthError.invalidCredentials) {
            try await Self.register(harness, responder, password: "wrong password")
        }
        #expect(responder.received.isEmpty)
        for _ in 0..<4 {
            _ = try? await Self.register(harness, responder, password: "wrong password")
        }
        await #expect(throws: AuthError.rateLimited(retryAfterSeconds: 900)) {
            try await harness.client.registerWithCredentials(
                email: ProviderFixtures.email, password: ProviderFixtures.password,
                responder: ScriptedResponder([]))
        }
        ProviderFixtures.expectNoSecret(
            in: String(reflecting: AuthError.invalidCredentials)
                + String(reflecting: AuthError.customRegistrationFailed),
            ["wrong password"])
    }
}

/// The replies a two-step responder has left; a class so the answering closure can share it.
final class ReplyScript: Sendable {
    private let replies: Mutex<[TwoStepRegistrationTests.Reply]>

    init(_ replies: [TwoStepRegistrationTests.Reply]) {
        self.replies = Mutex(replies)
    }

    func next() -> TwoStepRegistrationTests.Reply? {
        replies.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
