import Testing

@testable import AuthEngine

@Suite("One-time-code registration")
struct OneTimeCodeRegistrationTests {
    static func issue(_ harness: EngineHarness) async throws -> String {
        try await harness.server.issueOneTimeRegistrationCode(
            email: ProviderFixtures.email, password: ProviderFixtures.password)
    }

    @Test("a fresh code registers a profile and is stored only as its hash")
    func success() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let code = try await Self.issue(harness)
        #expect(code.count >= 43)
        #expect(
            try harness.server.database.snapshot().oneTimeCodes.map(\.codeHash) == [Identifier.hash(of: code)]
        )

        let responder = ProviderResponder()
        let session = try await harness.client.registerWithOneTimeCode(code + "\n", responder: responder)

        #expect(session.user.email == ProviderFixtures.email)
        #expect(try await harness.client.profiles().count == 1)
        #expect(responder.received == [.createPin(previousError: nil)])
        #expect(try harness.server.database.snapshot().oneTimeCodes.isEmpty)
    }

    @Test("a used, unknown or expired code is refused with one typed error")
    func refusedCodes() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let used = try await Self.issue(harness)
        _ = try await harness.client.registerWithOneTimeCode(used, responder: ProviderResponder())
        let expired = try await Self.issue(harness)
        harness.clock.advance(by: ServerConfiguration.forTesting.shortLivedCodeLifetime)

        for code in [used, "never-issued", expired] {
            let responder = ProviderResponder()
            await #expect(throws: AuthError.invalidOneTimeCode) {
                try await harness.client.registerWithOneTimeCode(code, responder: responder)
            }
            #expect(responder.received.isEmpty)
            ProviderFixtures.expectNoSecret(in: String(reflecting: AuthError.invalidOneTimeCode), [code])
        }
        #expect(try await harness.client.profiles().count == 1)
    }

    @Test("a code is usable until just before its lifetime ends")
    func usableBeforeExpiry() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let code = try await Self.issue(harness)
        harness.clock.advance(by: ServerConfiguration.forTesting.shortLivedCodeLifetime - 1)
        _ = try await harness.client.registerWithOneTimeCode(code, responder: ProviderResponder())
    }

    @Test("an empty code cancels; a cancel at the PIN stores nothing")
    func cancels() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.registerWithOneTimeCode("  ", responder: ProviderResponder())
        }
        let code = try await Self.issue(harness)
        let responder = ProviderResponder(pins: [.cancel])
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.registerWithOneTimeCode(code, responder: responder)
        }
        #expect(responder.received == [.createPin(previousError: nil)])
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
        #expect(try harness.server.database.snapshot().registrations.isEmpty)
    }

    @Test("issuing needs the right password, under the shared sign-in limit")
    func issuingChecksCredentials() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        await #expect(throws: SignInRefusal.invalidCredentials) {
            try await harness.server.issueOneTimeRegistrationCode(
                email: ProviderFixtures.email, password: "bad pass")
        }
        await #expect(throws: SignInRefusal.invalidCredentials) {
            try await harness.server.issueOneTimeRegistrationCode(
                email: "nobody@example.org", password: "bad pass")
        }
        for _ in 0..<4 {
            _ = try? await harness.server.issueOneTimeRegistrationCode(
                email: ProviderFixtures.email, password: "x")
        }
        await #expect(throws: SignInRefusal.rateLimited(retryAfterSeconds: 900)) {
            try await Self.issue(harness)
        }
        #expect(try harness.server.database.snapshot().oneTimeCodes.isEmpty)
        ProviderFixtures.expectNoSecret(
            in: String(reflecting: SignInRefusal.invalidCredentials), ["bad pass"])
    }
}
