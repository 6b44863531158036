import TestSupport
import Testing

@testable import AuthEngine

/// A token server with the demo accounts, a manual clock and the RFCs' example keys, and helpers that speak the
/// provider's endpoints as a client and a browser would.
struct OpenIDFixture {
    static let email = "ada@viper-auth.example"
    static let password = "analytical-engine"
    static let confidentialSecret = "a-confidential-secret"
    static let startTime: Int64 = 1_800_000_000

    let server: TokenServer
    let clock = ManualWallClock(now: startTime)
    let verifier = PKCE.makeVerifier()

    init(directory: String) throws {
        var configuration = ServerConfiguration.forTesting
        configuration.seedsDemoAccounts = true
        configuration.providerKeys.generate = SigningKeyFixtures.rfcKey
        configuration.openIDClients = OpenIDClientRegistry.standard.adding(
            OpenIDClientRegistry([
                OpenIDClient(
                    id: "web-app", secret: Self.confidentialSecret, redirectURIs: ["https://app.example/cb"]),
                OpenIDClient(
                    id: "ed-app", redirectURIs: ["http://127.0.0.1/cb"], idTokenSigningAlgorithm: "EdDSA"),
                OpenIDClient(
                    id: "code-only", redirectURIs: ["http://127.0.0.1/cb"], grantTypes: ["authorization_code"]
                ),
            ]))
        server = try TokenServer(directory: directory, configuration: configuration, clock: clock)
    }

    /// The authorize request's parameters, `overrides` replacing (or, with nil, removing) any.
    func authorizeParameters(
        client: String = "demo-cli", redirectURI: String = "http://127.0.0.1:5000/callback",
        _ overrides: [String: String?] = [:]
    ) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = [
            ("response_type", "code"), ("client_id", client), ("redirect_uri", redirectURI),
            ("scope", "openid email"), ("state", "state-1"), ("nonce", "nonce-1"),
            ("code_challenge", try! PKCE.challenge(for: verifier)), ("code_challenge_method", "S256"),
        ]
        for (name, value) in overrides {
            parameters.removeAll { $0.name == name }
            if let value { parameters.append((name, value)) }
        }
        return parameters
    }

    func get(_ parameters: [(name: String, value: String)]) async -> EngineResponse {
        await server.handle(
            EngineRequest(method: .get, path: "/oauth2/authorize", rawQuery: FormFields(parameters).encoded))
    }

    func post(_ path: String, _ fields: [(name: String, value: String)], headers: HTTPFields = [:]) async
        -> EngineResponse
    {
        var headers = headers
        headers.append("Content-Type", "application/x-www-form-urlencoded")
        return await server.handle(
            EngineRequest(
                method: .post, path: path, headers: headers, body: Array(FormFields(fields).encoded.utf8)))
    }

    /// The hidden fields of a login page, as a browser would post them back.
    static func hiddenFields(of page: EngineResponse) -> [(name: String, value: String)] {
        let html = String(decoding: page.body, as: UTF8.self)
        return html.split(separator: "\n").compactMap { line -> (name: String, value: String)? in
            guard line.hasPrefix(#"<input type="hidden" name=""#) else { return nil }
            let parts = line.split(separator: "\"")
            return (unescaped(String(parts[3])), unescaped(String(parts[5])))
        }
    }

    private static func unescaped(_ text: String) -> String {
        text.replacing("&quot;", with: "\"").replacing("&#39;", with: "'").replacing("&lt;", with: "<")
            .replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    }

    /// Posts the login form of `page` with `action` and the credentials.
    func submit(
        _ page: EngineResponse, action: String = "sign-in", email: String = email, password: String = password
    ) async -> EngineResponse {
        await post(
            "/oauth2/authorize",
            Self.hiddenFields(of: page) + [("email", email), ("password", password), ("action", action)])
    }

    /// Signs in through the page and returns the code from the redirect.
    func code(client: String = "demo-cli", redirectURI: String = "http://127.0.0.1:5000/callback")
        async throws
        -> String
    {
        let page = await get(authorizeParameters(client: client, redirectURI: redirectURI))
        #expect(page.status == 200)
        let redirect = await submit(page)
        #expect(redirect.status == 303)
        let location = try #require(redirect.header("Location"))
        return try #require(Self.queryParameters(location)["code"])
    }

    static func queryParameters(_ url: String) -> [String: String] {
        guard let query = url.split(separator: "?", maxSplits: 1).dropFirst().first,
            let fields = try? FormFields(parsing: query)
        else { return [:] }
        return Dictionary(fields.pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Exchanges `code` at the token endpoint.
    func exchange(
        _ code: String, client: String = "demo-cli", redirectURI: String = "http://127.0.0.1:5000/callback",
        verifier: String? = nil
    ) async -> EngineResponse {
        await post(
            "/oauth2/token",
            [
                ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI),
                ("client_id", client), ("code_verifier", verifier ?? self.verifier),
            ])
    }

    static func json(_ response: EngineResponse) -> [String: JSONValue] {
        (try? JSONValue.parse(response.body).objectValue) ?? [:]
    }

    static func error(_ response: EngineResponse) -> String? {
        json(response)["error"]?.stringValue
    }
}
