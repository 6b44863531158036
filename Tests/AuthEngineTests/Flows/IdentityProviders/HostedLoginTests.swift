import TestSupport
import Testing

@testable import AuthEngine

@Suite("Browser identity provider: the hosted login page and the code exchange")
struct HostedLoginTests {
    /// An authorization request as the app makes it, with the verifier the test keeps.
    struct Attempt {
        let verifier = PKCE.makeVerifier()
        let request: AuthorizationRequest

        init(clientID: String = BrowserLogin.clientID, redirectURI: String = BrowserLogin.redirectURI) {
            request = AuthorizationRequest(
                clientID: clientID, redirectURI: redirectURI, state: "state-123",
                codeChallenge: try! PKCE.challenge(for: verifier))
        }
    }

    /// Signs in on the hosted page and returns the code from the redirect.
    static func code(
        _ harness: EngineHarness, for attempt: Attempt, password: Secret = ProviderFixtures.password
    ) async throws -> String {
        let result = await harness.server.hostedLogin(
            authorizeURL: attempt.request.url, email: ProviderFixtures.email, password: password)
        guard case .redirect(let url) = result else {
            Issue.record("expected a redirect, got \(result)")
            throw ProviderTestError.unexpectedResult
        }
        return try AuthorizationRedirect.parse(
            url, expectedState: attempt.request.state, expectedRedirectURI: BrowserLogin.redirectURI)
    }

    static func exchange(
        _ harness: EngineHarness, code: String, verifier: String,
        redirectURI: String = BrowserLogin.redirectURI
    ) async -> (status: Int, error: ServerErrorBody?, body: [UInt8]) {
        await ProviderFixtures.post(
            harness.server, "/v1/idp/browser/token",
            BrowserTokenBody(code: code, codeVerifier: verifier, redirectURI: redirectURI))
    }

    @Test("a code is exchanged once for a ticket; presenting it again is refused")
    func codeIsSingleUse() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let attempt = Attempt()
        let code = try await Self.code(harness, for: attempt)

        let first = await Self.exchange(harness, code: code, verifier: attempt.verifier)
        #expect(first.status == 200)
        let ticket = try #require(WireCoding.decode(TicketBody.self, from: first.body))
        #expect(ticket.email == ProviderFixtures.email)

        let second = await Self.exchange(harness, code: code, verifier: attempt.verifier)
        #expect(second.status == 400)
        #expect(second.error?.code == .authorizationFailed)
    }

    @Test("the code is stored only as its hash, bound to the challenge and redirect URI")
    func codeStoredHashed() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let attempt = Attempt()
        let code = try await Self.code(harness, for: attempt)
        let records = try harness.server.database.snapshot().authorizationCodes
        #expect(records.count == 1)
        #expect(records.first?.codeHash == Identifier.hash(of: code))
        #expect(records.first?.codeChallenge == attempt.request.codeChallenge)
        #expect(records.first?.redirectURI == BrowserLogin.redirectURI)
        var stored: [UInt8] = []
        for name in [ServerStoreFiles.snapshotName, ServerStoreFiles.journalName] {
            stored += try FileSystem.readFileIfPresent(harness.home + "/server/" + name) ?? []
        }
        #expect(String(decoding: stored, as: UTF8.self).contains(Identifier.hash(of: code)))
        #expect(!String(decoding: stored, as: UTF8.self).contains(code))
    }

    @Test("a wrong PKCE verifier is refused and spends the code")
    func pkceMismatch() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let attempt = Attempt()
        let code = try await Self.code(harness, for: attempt)

        let wrong = await Self.exchange(harness, code: code, verifier: PKCE.makeVerifier())
        #expect(wrong.status == 400)
        #expect(wrong.error?.code == .authorizationFailed)
        #expect(wrong.error?.message.contains("verifier") == true)
        let right = await Self.exchange(harness, code: code, verifier: attempt.verifier)
        #expect(right.status == 400, "a code must not survive a failed exchange")
    }

    @Test("a verifier that is not a valid PKCE verifier is refused")
    func invalidVerifier() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let code = try await Self.code(harness, for: Attempt())
        let refused = await Self.exchange(harness, code: code, verifier: "short")
        #expect(refused.error?.code == .authorizationFailed)
    }

    @Test("a redirect URI other than the request's is refused")
    func redirectURIMismatch() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let attempt = Attempt()
        let code = try await Self.code(harness, for: attempt)
        let refused = await Self.exchange(
            harness, code: code, verifier: attempt.verifier, redirectURI: "viperauth://elsewhere")
        #expect(refused.error?.code == .authorizationFailed)
        #expect(refused.error?.message.contains("redirect URI") == true)
    }

    @Test("a code is refused once its lifetime has passed, and usable just before")
    func codeExpires() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let lifetime = ServerConfiguration.forTesting.shortLivedCodeLifetime

        let early = Attempt()
        let earlyCode = try await Self.code(harness, for: early)
        harness.clock.advance(by: lifetime - 1)
        #expect(await Self.exchange(harness, code: earlyCode, verifier: early.verifier).status == 200)

        let late = Attempt()
        let lateCode = try await Self.code(harness, for: late)
        harness.clock.advance(by: lifetime)
        let refused = await Self.exchange(harness, code: lateCode, verifier: late.verifier)
        #expect(refused.error?.code == .authorizationFailed)
        #expect(refused.error?.message.contains("expired") == true)
    }

    @Test("an expired code makes the client's browser flow fail with a typed error")
    func expiredCodeThroughClient() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let server = harness.server
        let clock = harness.clock
        let responder = ProviderResponder(browser: { url in
            let result = await server.hostedLogin(
                authorizeURL: url, email: ProviderFixtures.email, password: ProviderFixtures.password)
            guard case .redirect(let redirect) = result else { return .cancel }
            // The person takes too long to paste the redirect back.
            clock.advance(by: ServerConfiguration.forTesting.shortLivedCodeLifetime)
            return .answer(redirect)
        })
        await #expect(throws: AuthError.authorizationCodeRejected) {
            try await harness.client.registerWithBrowser(responder: responder)
        }
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
    }

    @Test("unknown email and wrong password give the same retry, and nothing is issued")
    func badCredentials() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let url = Attempt().request.url
        let wrongPassword = await harness.server.hostedLogin(
            authorizeURL: url, email: ProviderFixtures.email, password: "wrong password")
        let unknownEmail = await harness.server.hostedLogin(
            authorizeURL: url, email: "nobody@example.org", password: "wrong password")
        #expect(wrongPassword == .retry(.invalidCredentials))
        #expect(unknownEmail == wrongPassword)
        #expect(try harness.server.database.snapshot().authorizationCodes.isEmpty)
        ProviderFixtures.expectNoSecret(
            in: "\(wrongPassword) \(SignInRefusal.invalidCredentials)", ["wrong password"])
    }

    @Test("failures on the hosted page lock the credentials provider out too")
    func rateLimitSharedWithCredentials() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let url = Attempt().request.url
        for _ in 0..<5 {
            _ = await harness.server.hostedLogin(
                authorizeURL: url, email: ProviderFixtures.email, password: "nope")
        }
        guard
            case .retry(.rateLimited) = await harness.server.hostedLogin(
                authorizeURL: url, email: ProviderFixtures.email, password: ProviderFixtures.password)
        else {
            Issue.record("the hosted page did not lock the email out")
            return
        }
        await #expect(throws: AuthError.rateLimited(retryAfterSeconds: 900)) {
            try await harness.client.registerWithCredentials(
                email: ProviderFixtures.email, password: ProviderFixtures.password,
                responder: ScriptedResponder(answering: TestAccount.pin))
        }
    }

    @Test("failures on the credentials provider lock the hosted page out too")
    func rateLimitSharedWithHostedPage() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        for _ in 0..<5 {
            _ = try? await harness.client.registerWithCredentials(
                email: ProviderFixtures.email, password: "nope", responder: ScriptedResponder([]))
        }
        let result = await harness.server.hostedLogin(
            authorizeURL: Attempt().request.url, email: ProviderFixtures.email,
            password: ProviderFixtures.password)
        #expect(result == .retry(.rateLimited(retryAfterSeconds: 900)))
    }

    @Test("the hosted page refuses a URL for another client, redirect URI or page, without redirecting")
    func refusesUnservableRequests() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        var otherPage = Attempt().request
        otherPage.endpoint = "https://phish.example/authorize"
        let cases: [(String, HostedLoginRequestError)] = [
            (Attempt(clientID: "someone-else").request.url, .unknownClient),
            (Attempt(redirectURI: "https://evil.example/cb").request.url, .unregisteredRedirectURI),
            (otherPage.url, .wrongEndpoint),
            ("not a url", .invalidURL(.malformedURL)),
        ]
        for (url, expected) in cases {
            let server = harness.server
            #expect(
                await server.hostedLogin(
                    authorizeURL: url, email: ProviderFixtures.email, password: ProviderFixtures.password)
                    == .invalidRequest(expected))
            #expect(server.hostedLoginCancelled(authorizeURL: url) == .invalidRequest(expected))
            #expect(server.hostedLoginForgotPassword(authorizeURL: url) == .invalidRequest(expected))
        }
        #expect(try harness.server.database.snapshot().authorizationCodes.isEmpty)
    }

    @Test("cancel and forgot-password redirects carry B2C's codes and the request's state")
    func errorRedirects() throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let request = Attempt().request
        let cases: [(HostedLoginResult, String, AuthorizationRedirectError)] = [
            (harness.server.hostedLoginCancelled(authorizeURL: request.url), "AADB2C90091", .userCancelled),
            (
                harness.server.hostedLoginForgotPassword(authorizeURL: request.url), "AADB2C90118",
                .forgotPassword
            ),
        ]
        for (result, b2cCode, expected) in cases {
            guard case .redirect(let url) = result else {
                Issue.record("expected a redirect, got \(result)")
                continue
            }
            #expect(url.hasPrefix(BrowserLogin.redirectURI + "?error=access_denied&"))
            #expect(url.contains("b2c_error_code=" + b2cCode))
            #expect(throws: expected) {
                try AuthorizationRedirect.parse(
                    url, expectedState: request.state, expectedRedirectURI: BrowserLogin.redirectURI)
            }
        }
    }

    @Test("no code, verifier or password appears in a refusal")
    func secretsStayOutOfErrors() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let attempt = Attempt()
        let code = try await Self.code(harness, for: attempt)
        let otherVerifier = PKCE.makeVerifier()
        let refused = await Self.exchange(harness, code: code, verifier: otherVerifier)
        let text = String(decoding: refused.body, as: UTF8.self)
        #expect(refused.status == 400)
        ProviderFixtures.expectNoSecret(
            in: text, [code, otherVerifier, attempt.verifier, ProviderFixtures.password.value])
        ProviderFixtures.expectNoSecret(
            in: String(reflecting: AuthError.authorizationCodeRejected)
                + "\(AuthError.authorizationCodeRejected)",
            [code, otherVerifier])
    }
}
