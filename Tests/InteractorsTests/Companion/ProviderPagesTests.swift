import AuthEngine
import TestSupport
import Testing

@testable import Interactors

/// The provider's pages played over HTTP, against the real provider served on loopback and a real
/// loopback listener waiting for the redirect, as `viper-auth browser` plays them.
@Suite("The provider's pages over HTTP, as viper-auth browser plays them")
struct ProviderPagesTests {
    private static let email = "ada@viper-auth.example"
    private static let password = SecretInput("analytical-engine")

    /// The provider on a free loopback port, over a new server home.
    private struct Provider {
        let server: TokenServer
        let http: HTTPServer

        init(directory: String) throws {
            var configuration = ServerConfiguration.forTesting
            configuration.seedsDemoAccounts = true
            server = try TokenServer(
                directory: directory, configuration: configuration, clock: SystemWallClock())
            http = try HTTPServer.start(
                configuration: HTTPServerConfiguration(address: .loopback(port: 0)), logger: { _ in },
                handler: { [server] in await server.handle($0) })
        }

        func authorizeURL(redirectURI: String, state: String) throws -> String {
            let query = FormFields([
                ("response_type", "code"), ("client_id", "viper-auth-cli"), ("redirect_uri", redirectURI),
                ("scope", "openid email"), ("state", state), ("nonce", "n"),
                ("code_challenge", try PKCE.challenge(for: PKCE.makeVerifier())),
                ("code_challenge_method", "S256"),
            ])
            return "\(http.url)/oauth2/authorize?\(query.encoded)"
        }
    }

    @Test("only the provider's login and device pages over http:// are its pages")
    func kinds() {
        #expect(ProviderPages.kind(of: "http://127.0.0.1:8720/oauth2/authorize?x=1") == .signIn)
        #expect(ProviderPages.kind(of: "http://127.0.0.1:8720/oauth2/device") == .deviceApproval)
        #expect(ProviderPages.kind(of: "https://login.viper-auth.local/authorize?x=1") == nil)
        #expect(ProviderPages.kind(of: "https://web.viper-auth.local/sso?token=t") == nil)
        #expect(ProviderPages.kind(of: "http://127.0.0.1:8720/oauth2/token") == nil)
    }

    @Test(
        "a wrong password shows the page's words; the right one reaches the app's listener, which takes the code"
    )
    func signIn() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let provider = try Provider(directory: directory)
            let listener = try LoopbackRedirectListener.start(expectedState: "s-1", timeLimit: .seconds(60))
            let sut = ProviderPages()

            let first = await sut.load(
                try provider.authorizeURL(redirectURI: listener.redirectURI, state: "s-1"))
            let refused = await sut.submit(.signIn(email: Self.email, password: SecretInput("wrong")))
            let accepted = await sut.submit(.signIn(email: Self.email, password: Self.password))

            #expect(first == .form(ProviderPage(kind: .signIn)))
            #expect(
                refused == .form(ProviderPage(kind: .signIn, alert: "The email or password is incorrect.")))
            #expect(accepted == .returnedToApp(.accepted))
            guard case .code = await listener.outcome() else {
                Issue.record("the listener took no code")
                return
            }
            #expect(await sut.submit(.cancel) == .unexpected, "nothing is left to submit")
            await provider.http.stop()
        }
    }

    @Test(
        "cancel reaches the listener as an error redirect; a listener that is gone, or another attempt's, is said so"
    )
    func cancelAndRefusals() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let provider = try Provider(directory: directory)
            let listener = try LoopbackRedirectListener.start(expectedState: "s-2", timeLimit: .seconds(60))
            let sut = ProviderPages()

            _ = await sut.load(try provider.authorizeURL(redirectURI: listener.redirectURI, state: "another"))
            let otherAttempt = await sut.submit(.cancel)
            _ = await sut.load(try provider.authorizeURL(redirectURI: listener.redirectURI, state: "s-2"))
            let cancelled = await sut.submit(.cancel)
            let outcome = await listener.outcome()
            _ = await sut.load(try provider.authorizeURL(redirectURI: listener.redirectURI, state: "s-2"))
            let gone = await sut.submit(.forgotPassword)

            #expect(otherAttempt == .returnedToApp(.refused))
            #expect(cancelled == .returnedToApp(.accepted))
            #expect(outcome == .failed(.userCancelled))
            #expect(gone == .returnedToApp(.notListening))
            await provider.http.stop()
        }
    }

    @Test("the device page: the code filled in, the approval posted, the page without a form after it")
    func deviceApproval() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let provider = try Provider(directory: directory)
            let grant = await provider.server.handle(
                EngineRequest(
                    method: .post, path: "/oauth2/device_authorization",
                    headers: ["Content-Type": "application/x-www-form-urlencoded"],
                    body: Array("client_id=viper-auth-cli&scope=openid".utf8)))
            let fields = try JSONValue.parse(grant.body).objectValue ?? [:]
            let userCode = try #require(fields["user_code"]?.stringValue)
            let sut = ProviderPages()

            let page = await sut.load("\(provider.http.url)/oauth2/device?user_code=\(userCode)")
            let wrong = await sut.submit(
                .decide(approves: true, userCode: userCode, email: Self.email, password: SecretInput("wrong"))
            )
            let approved = await sut.submit(
                .decide(approves: true, userCode: userCode, email: Self.email, password: Self.password))

            #expect(page == .form(ProviderPage(kind: .deviceApproval, userCode: userCode)))
            #expect(
                wrong
                    == .form(
                        ProviderPage(
                            kind: .deviceApproval, alert: "The email or password is incorrect.",
                            userCode: userCode)))
            #expect(approved == .decided)
            await provider.http.stop()
        }
    }

    @Test("a provider that is not there is unreachable; an address that is not its page is unexpected")
    func unreachable() async {
        let sut = ProviderPages()
        #expect(await sut.load("http://127.0.0.1:1/oauth2/authorize?x=1") == .unreachable)
        #expect(await sut.load("https://example.com/oauth2/authorize") == .unexpected)
    }
}
