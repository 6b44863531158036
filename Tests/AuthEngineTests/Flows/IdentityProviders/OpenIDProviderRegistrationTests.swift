import TestSupport
import Testing

@testable import AuthEngine

@Suite("Registering through the OpenID provider's login page in a browser")
struct OpenIDProviderRegistrationTests {
    static let redirectURI = "http://127.0.0.1:53117/callback"
    static let state = "state-of-this-sign-in"

    private static func register(
        _ client: AuthClient, browser: LoginPageBrowser, pagesURL: String? = nil,
        responder: ProviderResponder? = nil
    ) async throws(AuthError) -> (AuthenticatedSession, ProviderResponder) {
        let responder = responder ?? ProviderResponder(browser: { await browser.open($0) })
        let session = try await client.registerWithOpenIDProvider(
            redirectURI: redirectURI, state: state, pagesURL: pagesURL, responder: responder)
        return (session, responder)
    }

    @Test("signing in on the page registers a profile the PIN then unlocks; the provider's grant is spent")
    func wholeRegistration() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)

        let (session, responder) = try await Self.register(
            harness.client, browser: LoginPageBrowser(server: harness.server))

        let profile = try #require(session.profile)
        #expect(session.user.email == ProviderFixtures.email)
        #expect(try await harness.client.profiles() == [profile])
        guard case .browser(let url) = responder.received.first else {
            Issue.record("no browser challenge: \(responder.received)")
            return
        }
        let request = try AuthorizationRequest.parse(url: url)
        #expect(url.hasPrefix(harness.server.configuration.issuer + "/oauth2/authorize?"))
        #expect(request.clientID == BrowserLogin.clientID)
        #expect(request.redirectURI == Self.redirectURI && request.state == Self.state)
        #expect(OpenIDFixture.queryParameters(url)["nonce"]?.count ?? 0 >= 22)
        #expect(responder.received.dropFirst() == [.createPin(previousError: nil)])

        // The provider's session is revoked as the ticket is issued: only the device's is live.
        let state = try harness.serverState()
        let providerSessions = state.sessions.filter { $0.oauthGrant != nil }
        #expect(providerSessions.count == 1 && providerSessions.allSatisfy(\.revoked))

        let login = ScriptedResponder(answering: TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profile.id, responder: login)
        #expect(login.received == [.pin(previousFailures: 0, remaining: 3)])
    }

    @Test("with pagesURL the browser is sent to the pages served there, and the flow is the same")
    func pagesServedElsewhere() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)

        let (session, responder) = try await Self.register(
            harness.client, browser: LoginPageBrowser(server: harness.server),
            pagesURL: "http://127.0.0.1:40404/")

        #expect(session.profile != nil)
        guard case .browser(let url) = responder.received.first else {
            Issue.record("no browser challenge")
            return
        }
        #expect(url.hasPrefix("http://127.0.0.1:40404/oauth2/authorize?response_type=code&"))
    }

    @Test("a redirect with another state is refused, and nothing is stored")
    func wrongState() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let browser = LoginPageBrowser(
            server: harness.server, rewriteURL: { $0.replacing("state=\(Self.state)", with: "state=another") }
        )

        await #expect(throws: AuthError.browserLoginFailed(.stateMismatch)) {
            try await Self.register(harness.client, browser: browser)
        }
        #expect(ProviderFixtures.profileFiles(harness) == [])
    }

    @Test(
        "cancel and forgot password on the page read as they do on the hosted page",
        arguments: [
            ("cancel", AuthError.browserLoginFailed(.userCancelled)),
            ("forgot-password", AuthError.browserLoginFailed(.forgotPassword)),
        ])
    func errorRedirects(action: String, expected: AuthError) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        var browser = LoginPageBrowser(server: harness.server)
        browser.action = action

        await #expect(throws: expected) { try await Self.register(harness.client, browser: browser) }
        #expect(ProviderFixtures.profileFiles(harness) == [])
    }

    @Test("a cancel or an empty answer at the browser step cancels")
    func cancelAtTheBrowserStep() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        for answer in [ChallengeAnswer<String>.cancel, .answer("  ")] {
            let responder = ProviderResponder(browser: { _ in answer })
            await #expect(throws: AuthError.cancelled) {
                try await Self.register(
                    harness.client, browser: LoginPageBrowser(server: harness.server), responder: responder)
            }
        }
    }

    /// An ID token the provider's key signed, with claims the test changed.
    struct ForgedClaims: Sendable, CustomTestStringConvertible {
        let name: String
        let change: @Sendable (inout [String: JSONValue]) -> Void
        let expected: IDTokenRejection
        var testDescription: String { name }
    }

    static let forgeries: [ForgedClaims] = [
        ForgedClaims(
            name: "another nonce", change: { $0["nonce"] = .string("not-this-sign-in") },
            expected: .wrongNonce),
        ForgedClaims(name: "no nonce", change: { $0["nonce"] = nil }, expected: .wrongNonce),
        ForgedClaims(
            name: "another audience", change: { $0["aud"] = .string("demo-cli") }, expected: .wrongAudience),
        ForgedClaims(
            name: "two audiences, no azp",
            change: { $0["aud"] = .array([.string(BrowserLogin.clientID), .string("demo-cli")]) },
            expected: .wrongAudience),
        ForgedClaims(
            name: "azp of another client", change: { $0["azp"] = .string("demo-cli") },
            expected: .wrongAudience),
        ForgedClaims(
            name: "another issuer", change: { $0["iss"] = .string("https://evil.example") },
            expected: .wrongIssuer),
        ForgedClaims(
            name: "expired", change: { $0["exp"] = .integer(1_800_000_000 - 31) }, expected: .expired),
        ForgedClaims(
            name: "issued in the future", change: { $0["iat"] = .integer(1_800_000_000 + 120) },
            expected: .issuedInTheFuture),
        ForgedClaims(name: "no subject", change: { $0["sub"] = nil }, expected: .malformed),
    ]

    @Test("an ID token that fails a check is refused and nothing is stored", arguments: forgeries)
    func forgedIDToken(forgery: ForgedClaims) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let server = harness.server
        let key = try #require(try await server.currentSigningKey(for: .rs256))
        let transport = TokenAnswerRewriter(server: server) { body in
            var body = body
            guard let token = body["id_token"]?.stringValue,
                var claims = Self.claims(of: token)
            else {
                Issue.record("the token endpoint gave no ID token to forge")
                return body
            }
            forgery.change(&claims)
            body["id_token"] = .string(Self.sign(claims, with: key))
            return body
        }

        await #expect(throws: AuthError.idTokenRejected(forgery.expected)) {
            try await Self.register(
                try harness.client(transport: transport), browser: LoginPageBrowser(server: server))
        }
        #expect(ProviderFixtures.profileFiles(harness) == [])
        #expect(try harness.serverState().registrations.isEmpty)
    }

    @Test("an ID token whose signature was changed is refused; the error names no token")
    func tamperedSignature() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let transport = TokenAnswerRewriter(server: harness.server) { body in
            var body = body
            // One character early in the signature: every bit of it is signature, none padding.
            guard let token = body["id_token"]?.stringValue, let dot = token.lastIndex(of: ".") else {
                return body
            }
            let position = token.index(dot, offsetBy: 5)
            let flipped: Character = token[position] == "A" ? "B" : "A"
            body["id_token"] = .string(
                token[..<position] + String(flipped) + token[token.index(after: position)...])
            return body
        }
        do {
            _ = try await Self.register(
                try harness.client(transport: transport), browser: LoginPageBrowser(server: harness.server))
            Issue.record("a tampered ID token was believed")
        } catch let error as AuthError {
            #expect(error == .idTokenRejected(.untrustedSignature))
            #expect(!String(describing: error).contains("ey"))
        }
        #expect(ProviderFixtures.profileFiles(harness) == [])
    }

    /// The claims of a compact JWS, unverified.
    static func claims(of token: String) -> [String: JSONValue]? {
        let segments = token.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3, let payload = Base64URL.decode(String(segments[1])) else { return nil }
        return try? JSONValue.parse(payload).objectValue
    }

    /// `claims` signed as the provider signs its ID tokens.
    static func sign(_ claims: [String: JSONValue], with key: ProviderSigningKey) -> String {
        let header: JSONValue = .object([
            "alg": .string(key.algorithm), "kid": .string(key.keyID), "typ": .string("JWT"),
        ])
        let signingInput =
            Base64URL.encode(header.serialized()) + "."
            + Base64URL.encode(JSONValue.object(claims).serialized())
        return signingInput + "." + Base64URL.encode(key.signature(for: Array(signingInput.utf8)))
    }
}
