import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

@Suite("Browser identity provider: the client's flow")
struct BrowserRegistrationTests {
    /// A browser that signs in on the hosted login page with the given password.
    static func signingIn(
        _ server: TokenServer, password: Secret = ProviderFixtures.password
    ) -> ProviderResponder.BrowserAnswer {
        { url in
            guard
                case .redirect(let redirect) = await server.hostedLogin(
                    authorizeURL: url, email: ProviderFixtures.email, password: password)
            else { return .cancel }
            return .answer(redirect)
        }
    }

    @Test("the hosted login's redirect registers a profile, which the PIN then unlocks")
    func browserRegistration() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = ProviderResponder(browser: Self.signingIn(harness.server))

        let session = try await harness.client.registerWithBrowser(responder: responder)

        let profile = try #require(session.profile)
        #expect(session.user.email == ProviderFixtures.email)
        #expect(try await harness.client.profiles() == [profile])
        #expect(
            ProviderFixtures.profileFiles(harness) == [
                DeviceStore.profilesName, DeviceStore.sessionName(profile.id),
            ])
        guard case .browser(let url) = responder.received.first else {
            Issue.record("no browser challenge: \(responder.received)")
            return
        }
        let request = try AuthorizationRequest.parse(url: url)
        #expect(request.clientID == "viper-auth-cli")
        #expect(request.redirectURI == "viperauth://callback")
        #expect(request.endpoint == AuthorizationRequest.defaultEndpoint)
        #expect(request.state.count >= 20)
        #expect(responder.received.dropFirst() == [.createPin(previousError: nil)])

        let login = ScriptedResponder(answering: TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profile.id, responder: login)
        #expect(login.received == [.pin(previousFailures: 0, remaining: 3)])
    }

    @Test("each flow has its own state and PKCE challenge")
    func freshStateAndChallenge() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let first = ProviderResponder()
        let second = ProviderResponder()
        _ = try? await harness.client.registerWithBrowser(responder: first)
        _ = try? await harness.client.registerWithBrowser(responder: second)
        guard case .browser(let firstURL) = first.received.first,
            case .browser(let secondURL) = second.received.first
        else {
            Issue.record("no browser challenge")
            return
        }
        let one = try AuthorizationRequest.parse(url: firstURL)
        let two = try AuthorizationRequest.parse(url: secondURL)
        #expect(one.state != two.state)
        #expect(one.codeChallenge != two.codeChallenge)
    }

    /// A redirect the person might paste back, and the error it must give.
    struct RedirectCase: Sendable, CustomTestStringConvertible {
        let name: String
        let redirect: @Sendable (AuthorizationRequest, TokenServer) async -> String
        let expected: AuthError
        var testDescription: String { name }
    }

    static let redirectCases: [RedirectCase] = [
        RedirectCase(
            name: "cancel on the hosted page (AADB2C90091)",
            redirect: { request, server in redirectURL(server.hostedLoginCancelled(authorizeURL: request.url))
            },
            expected: .browserLoginFailed(.userCancelled)),
        RedirectCase(
            name: "forgot password on the hosted page (AADB2C90118)",
            redirect: { request, server in
                redirectURL(server.hostedLoginForgotPassword(authorizeURL: request.url))
            },
            expected: .browserLoginFailed(.forgotPassword)),
        RedirectCase(
            name: "access denied",
            redirect: { request, _ in
                AuthorizationRedirect.errorURL(
                    redirectURI: request.redirectURI, error: "access_denied", description: "Not allowed here",
                    b2cErrorCode: nil, state: request.state)
            },
            expected: .browserLoginFailed(.accessDenied(description: "Not allowed here"))),
        RedirectCase(
            name: "another provider error",
            redirect: { request, _ in
                AuthorizationRedirect.errorURL(
                    redirectURI: request.redirectURI, error: "server_error", description: nil,
                    b2cErrorCode: nil, state: request.state)
            },
            expected: .browserLoginFailed(.providerError(code: "server_error", description: nil))),
        RedirectCase(
            name: "a wrong state",
            redirect: { request, _ in
                AuthorizationRedirect.successURL(
                    redirectURI: request.redirectURI, code: "some-code", state: request.state + "x")
            },
            expected: .browserLoginFailed(.stateMismatch)),
        RedirectCase(
            name: "a success with the wrong state from the real hosted page",
            redirect: { request, server in
                var other = request
                other.state = "another-attempt"
                return redirectURL(
                    await server.hostedLogin(
                        authorizeURL: other.url, email: ProviderFixtures.email,
                        password: ProviderFixtures.password))
            },
            expected: .browserLoginFailed(.stateMismatch)),
        RedirectCase(
            name: "a redirect to another URI",
            redirect: { request, _ in
                AuthorizationRedirect.successURL(
                    redirectURI: "https://evil.example/callback", code: "c", state: request.state)
            },
            expected: .browserLoginFailed(.wrongRedirectURI)),
        RedirectCase(
            name: "no code", redirect: { request, _ in "viperauth://callback?state=\(request.state)" },
            expected: .browserLoginFailed(.missingCode)),
        RedirectCase(
            name: "not a URL", redirect: { _, _ in "hello there" },
            expected: .browserLoginFailed(.malformedURL)),
        RedirectCase(
            name: "an unknown code with the right state",
            redirect: { request, _ in
                AuthorizationRedirect.successURL(
                    redirectURI: request.redirectURI, code: "made-up-code", state: request.state)
            },
            expected: .authorizationCodeRejected),
        RedirectCase(
            name: "a real code issued for another PKCE challenge (same state)",
            redirect: { request, server in
                var other = request
                other.codeChallenge = try! PKCE.challenge(for: PKCE.makeVerifier())
                return redirectURL(
                    await server.hostedLogin(
                        authorizeURL: other.url, email: ProviderFixtures.email,
                        password: ProviderFixtures.password))
            },
            expected: .authorizationCodeRejected),
    ]

    static func redirectURL(_ result: HostedLoginResult) -> String {
        guard case .redirect(let url) = result else { return "unexpected: \(result)" }
        return url
    }

    @Test("a refused or untrusted redirect is a typed error, and nothing is stored", arguments: redirectCases)
    func refusedRedirect(_ testCase: RedirectCase) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let server = harness.server
        let responder = ProviderResponder(browser: { url in
            guard let request = try? AuthorizationRequest.parse(url: url) else { return .cancel }
            return .answer(await testCase.redirect(request, server))
        })
        await #expect(throws: testCase.expected) {
            try await harness.client.registerWithBrowser(responder: responder)
        }
        #expect(responder.received.count == 1, "the PIN must not be asked for: \(responder.received)")
        #expect(try await harness.client.profiles().isEmpty)
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
    }

    @Test("cancelling (or an empty answer) at the browser challenge cancels and stores nothing")
    func cancelAtBrowser() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        for answer in [ChallengeAnswer<String>.cancel, .answer(""), .answer("  ")] {
            let responder = ProviderResponder(browser: { _ in answer })
            await #expect(throws: AuthError.cancelled) {
                try await harness.client.registerWithBrowser(responder: responder)
            }
            #expect(responder.received.count == 1)
        }
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
    }

    @Test("cancelling at the create-PIN challenge after the browser stores nothing")
    func cancelAtCreatePin() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = ProviderResponder(pins: [.cancel], browser: Self.signingIn(harness.server))
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.registerWithBrowser(responder: responder)
        }
        #expect(responder.received.count == 2)
        #expect(try await harness.client.profiles().isEmpty)
        #expect(ProviderFixtures.profileFiles(harness).isEmpty)
        #expect(try harness.server.database.snapshot().registrations.isEmpty)
    }

    @Test("a second registration while one waits at the browser is refused as already in progress")
    func oneRegistrationAtATime() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let client = harness.client
        let nested = NestedRegistration(client: client)
        await #expect(throws: AuthError.cancelled) {
            try await client.registerWithBrowser(responder: nested)
        }
        #expect(nested.innerError == .alreadyInProgress)
    }
}

/// A responder that, while its browser challenge is open, tries to start another registration.
final class NestedRegistration: ChallengeResponder {
    let client: AuthClient
    private let recorded = Mutex<AuthError?>(nil)

    init(client: AuthClient) {
        self.client = client
    }

    var innerError: AuthError? { recorded.withLock { $0 } }

    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> {
        do {
            _ = try await client.registerWithOneTimeCode("any", responder: ProviderResponder())
        } catch {
            recorded.withLock { $0 = error }
        }
        return .cancel
    }

    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> { .cancel }
    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> { .cancel }
    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> { .cancel }
}
