import TestSupport
import Testing

@testable import AuthEngine

@Suite("OpenID token endpoint: codes, refresh tokens, ID tokens and RFC 6749's errors")
struct TokenEndpointTests {
    /// The header and claims of an ID token, once it verifies against the keys the fixture's
    /// server signs with (`SigningKeyFixtures.rfcKey`).
    static func verifiedIDToken(_ token: String) throws -> (
        header: [String: JSONValue], claims: [String: JSONValue]
    ) {
        let decoded = try SigningKeyFixtures.rfcKeySet.verify(
            token, rules: JWTValidationRules(expectedType: "JWT"), now: OpenIDFixture.startTime)
        let headerSegment = try #require(token.split(separator: ".").first)
        let headerJSON = try #require(Base64URL.decode(headerSegment))
        let header = try #require(try JSONValue.parse(headerJSON).objectValue)
        return (header, decoded.claims)
    }

    @Test("a code is exchanged for tokens and an ID token with OpenID's claims, never cached")
    func exchange() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let answer = await fixture.exchange(try await fixture.code())
            #expect(answer.status == 200)
            #expect(answer.header("Cache-Control") == "no-store")
            let body = OpenIDFixture.json(answer)
            #expect(body["token_type"]?.stringValue == "Bearer")
            #expect(body["expires_in"]?.integerValue == 900)
            #expect(body["scope"]?.stringValue == "openid email")
            #expect(body["refresh_token"]?.stringValue != nil)
            let accessToken = try #require(body["access_token"]?.stringValue)
            let (header, claims) = try Self.verifiedIDToken(try #require(body["id_token"]?.stringValue))
            #expect(
                header["typ"] == .string("JWT") && header["alg"] == .string("RS256")
                    && header["kid"] == .string(SigningKeyFixtures.rfc7515KeyID))
            let served = try JWKSet(
                json: JSONValue.parse(
                    await fixture.server.handle(EngineRequest(method: .get, path: "/oauth2/jwks")).body))
            let idToken = try #require(body["id_token"]?.stringValue)
            #expect(
                try served.verify(
                    idToken, rules: JWTValidationRules(expectedType: "JWT"), now: OpenIDFixture.startTime
                )
                .claims == claims,
                "the ID token verifies against the JWKS the server publishes")
            #expect(claims["iss"] == .string(ServerConfiguration().issuer))
            #expect(claims["aud"] == .string("demo-cli"))
            #expect(claims["sub"] == .string("usr_demo-ada"))
            #expect(claims["nonce"] == .string("nonce-1"))
            #expect(claims["email"] == .string(OpenIDFixture.email))
            #expect(claims["name"] == nil, "profile was not asked for")
            #expect(claims["auth_time"] == .integer(OpenIDFixture.startTime))
            #expect(claims["iat"] == .integer(OpenIDFixture.startTime))
            #expect(claims["exp"] == .integer(OpenIDFixture.startTime + 3600))
            let digest = SHA256.hash(Array(accessToken.utf8))
            #expect(claims["at_hash"] == .string(Base64URL.encode(digest.prefix(16))))
        }
    }

    @Test("the issuer is the announced URL, or the public URL when one is configured")
    func issuer() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            try fixture.server.announce(url: "http://127.0.0.1:8720")
            let discovery = OpenIDFixture.json(
                await fixture.server.handle(
                    EngineRequest(method: .get, path: "/.well-known/openid-configuration")))
            #expect(discovery["issuer"] == .string("http://127.0.0.1:8720"))
            #expect(discovery["token_endpoint"] == .string("http://127.0.0.1:8720/oauth2/token"))
            #expect(discovery["authorization_endpoint"] == .string("http://127.0.0.1:8720/oauth2/authorize"))
            #expect(discovery["code_challenge_methods_supported"] == .array([.string("S256")]))
            #expect(discovery["response_types_supported"] == .array([.string("code")]))
            #expect(discovery["jwks_uri"] == .string("http://127.0.0.1:8720/oauth2/jwks"))
            #expect(
                discovery["id_token_signing_alg_values_supported"]
                    == .array([.string("RS256"), .string("EdDSA")]))
            #expect(
                discovery["token_endpoint_auth_methods_supported"]
                    == .array(["none", "client_secret_basic", "client_secret_post"].map(JSONValue.string)))
            let claims = try Self.verifiedIDToken(
                try #require(
                    OpenIDFixture.json(await fixture.exchange(try await fixture.code()))["id_token"]?
                        .stringValue)
            ).claims
            #expect(claims["iss"] == .string("http://127.0.0.1:8720"))

            var configuration = ServerConfiguration.forTesting
            configuration.publicURL = "https://id.example/"
            let other = try TokenServer(directory: directory + "/public", configuration: configuration)
            let publicDiscovery = OpenIDFixture.json(
                await other.handle(EngineRequest(method: .get, path: "/.well-known/openid-configuration")))
            #expect(publicDiscovery["issuer"] == .string("https://id.example"))
            #expect(publicDiscovery["token_endpoint_auth_methods_supported"] == .array([.string("none")]))
        }
    }

    @Test("a code works once; its second use revokes the tokens the first gave")
    func replayRevokes() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let code = try await fixture.code()
            let first = OpenIDFixture.json(await fixture.exchange(code))
            let accessToken = try #require(first["access_token"]?.stringValue)
            let refreshToken = try #require(first["refresh_token"]?.stringValue)
            let userInfo = EngineRequest(
                method: .get, path: "/oauth2/userinfo", headers: ["Authorization": "Bearer " + accessToken])
            #expect(await fixture.server.handle(userInfo).status == 200)

            let second = await fixture.exchange(code)
            #expect(second.status == 400 && OpenIDFixture.error(second) == "invalid_grant")
            #expect(await fixture.server.handle(userInfo).status == 401)
            let refresh = await fixture.post(
                "/oauth2/token",
                [("grant_type", "refresh_token"), ("refresh_token", refreshToken), ("client_id", "demo-cli")])
            #expect(OpenIDFixture.error(refresh) == "invalid_grant")
        }
    }

    @Test(
        "a code with the wrong verifier, redirect URI or client, or expired, is invalid_grant, and spent",
        arguments: ["verifier", "redirect", "client", "expired"])
    func refusedExchanges(mismatch: String) async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let code = try await fixture.code()
            let answer: EngineResponse
            switch mismatch {
            case "verifier": answer = await fixture.exchange(code, verifier: PKCE.makeVerifier())
            case "redirect":
                answer = await fixture.exchange(code, redirectURI: "http://127.0.0.1:5000/callbacK")
            case "client": answer = await fixture.exchange(code, client: "viper-auth-cli")
            default:
                fixture.clock.advance(by: ServerConfiguration().shortLivedCodeLifetime)
                answer = await fixture.exchange(code)
            }
            #expect(answer.status == 400 && OpenIDFixture.error(answer) == "invalid_grant")
            fixture.clock.set(OpenIDFixture.startTime)
            #expect(OpenIDFixture.error(await fixture.exchange(code)) == "invalid_grant", "the code is spent")
        }
    }

    @Test("bad requests are RFC 6749 errors and spend nothing")
    func badRequests() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let code = try await fixture.code()
            let base: [(name: String, value: String)] = [
                ("grant_type", "authorization_code"), ("code", code),
                ("redirect_uri", "http://127.0.0.1:5000/callback"),
                ("client_id", "demo-cli"), ("code_verifier", fixture.verifier),
            ]
            let cases: [([(name: String, value: String)], String, Int)] = [
                (base.filter { $0.name != "grant_type" }, "invalid_request", 400),
                (
                    base.map { $0.name == "grant_type" ? ($0.name, "password") : $0 },
                    "unsupported_grant_type", 400
                ),
                (base + [("code", code)], "invalid_request", 400),
                (base.filter { $0.name != "code_verifier" }, "invalid_request", 400),
                (base.map { $0.name == "code_verifier" ? ($0.name, "short") : $0 }, "invalid_request", 400),
                (base.filter { $0.name != "client_id" }, "invalid_request", 400),
                (base.map { $0.name == "client_id" ? ($0.name, "nobody") : $0 }, "invalid_client", 401),
                (base.map { $0.name == "client_id" ? ($0.name, "web-app") : $0 }, "invalid_client", 401),
            ]
            for (fields, error, status) in cases {
                let answer = await fixture.post("/oauth2/token", fields)
                #expect(
                    answer.status == status && OpenIDFixture.error(answer) == error, "\(fields.map(\.name))")
                #expect(answer.header("Cache-Control") == "no-store")
                if status == 401 { #expect(answer.header("WWW-Authenticate")?.hasPrefix("Basic") == true) }
            }
            let json = await fixture.server.handle(
                EngineRequest(
                    method: .post, path: "/oauth2/token", headers: ["Content-Type": "application/json"],
                    body: Array(#"{"grant_type":"authorization_code"}"#.utf8)))
            #expect(OpenIDFixture.error(json) == "invalid_request")
            #expect(await fixture.exchange(code).status == 200, "none of those spent the code")
        }
    }

    @Test("refresh rotates; the old token again revokes the grant; another client's token is refused")
    func refresh() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let first = OpenIDFixture.json(await fixture.exchange(try await fixture.code()))
            let original = try #require(first["refresh_token"]?.stringValue)
            func refresh(_ token: String, client: String = "demo-cli", scope: String? = nil) async
                -> EngineResponse
            {
                await fixture.post(
                    "/oauth2/token",
                    [("grant_type", "refresh_token"), ("refresh_token", token), ("client_id", client)]
                        + (scope.map { [("scope", $0)] } ?? []))
            }
            #expect(OpenIDFixture.error(await refresh(original, client: "viper-auth-cli")) == "invalid_grant")
            #expect(OpenIDFixture.error(await refresh(original, scope: "openid profile")) == "invalid_scope")
            let v1 = await fixture.server.handle(
                EngineRequest(
                    method: .post, path: "/v1/auth/refresh",
                    body: WireCoding.encode(RefreshBody(refreshToken: original))))
            #expect(v1.status == 400, "an OpenID grant's token is not a /v1 session's")

            let rotated = await refresh(original, scope: "openid")
            #expect(rotated.status == 200)
            let body = OpenIDFixture.json(rotated)
            let next = try #require(body["refresh_token"]?.stringValue)
            #expect(next != original)
            let claims = try Self.verifiedIDToken(try #require(body["id_token"]?.stringValue)).claims
            #expect(claims["nonce"] == nil && claims["auth_time"] == .integer(OpenIDFixture.startTime))

            #expect(OpenIDFixture.error(await refresh(original)) == "invalid_grant", "reuse detected")
            #expect(OpenIDFixture.error(await refresh(next)) == "invalid_grant", "the whole grant is revoked")
        }
    }

    @Test("a confidential client authenticates by Basic or by post; an EdDSA client gets its key")
    func clientsAndAlgorithms() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let redirect = "https://app.example/cb"
            let basic = "Basic " + Base64.encode(Array("web-app:\(OpenIDFixture.confidentialSecret)".utf8))
            let code = try await fixture.code(client: "web-app", redirectURI: redirect)
            let fields: [(name: String, value: String)] = [
                ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirect),
                ("code_verifier", fixture.verifier),
            ]
            let wrong = await fixture.post(
                "/oauth2/token", fields,
                headers: ["Authorization": "Basic " + Base64.encode(Array("web-app:nope".utf8))])
            #expect(wrong.status == 401 && OpenIDFixture.error(wrong) == "invalid_client")
            let both = await fixture.post(
                "/oauth2/token", fields + [("client_secret", OpenIDFixture.confidentialSecret)],
                headers: ["Authorization": basic])
            #expect(OpenIDFixture.error(both) == "invalid_request")
            #expect(
                await fixture.post("/oauth2/token", fields, headers: ["Authorization": basic]).status == 200)

            let postCode = try await fixture.code(client: "web-app", redirectURI: redirect)
            let posted = await fixture.post(
                "/oauth2/token",
                fields.map { $0.name == "code" ? ($0.name, postCode) : $0 } + [
                    ("client_id", "web-app"), ("client_secret", OpenIDFixture.confidentialSecret),
                ])
            #expect(posted.status == 200)

            let edCode = try await fixture.code(client: "ed-app", redirectURI: "http://127.0.0.1:7000/cb")
            let ed = OpenIDFixture.json(
                await fixture.exchange(edCode, client: "ed-app", redirectURI: "http://127.0.0.1:7000/cb"))
            let (header, claims) = try Self.verifiedIDToken(try #require(ed["id_token"]?.stringValue))
            #expect(
                header["alg"] == .string("EdDSA") && header["kid"] == .string(SigningKeyFixtures.rfc8037KeyID)
            )
            #expect(claims["aud"] == .string("ed-app"))
        }
    }

    @Test("a client without the refresh grant gets no refresh token and may not refresh")
    func codeOnlyClient() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let code = try await fixture.code(client: "code-only", redirectURI: "http://127.0.0.1:7000/cb")
            let body = OpenIDFixture.json(
                await fixture.exchange(code, client: "code-only", redirectURI: "http://127.0.0.1:7000/cb"))
            #expect(body["access_token"] != nil && body["refresh_token"] == nil)
            let refresh = await fixture.post(
                "/oauth2/token",
                [("grant_type", "refresh_token"), ("refresh_token", "x"), ("client_id", "code-only")])
            #expect(OpenIDFixture.error(refresh) == "unauthorized_client")
        }
    }

    @Test("a /v1 hosted-page code is not accepted at the token endpoint")
    func v1CodeRefused() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let request = AuthorizationRequest(
                clientID: BrowserLogin.clientID, redirectURI: BrowserLogin.redirectURI, state: "s",
                codeChallenge: try PKCE.challenge(for: fixture.verifier))
            let result = await fixture.server.hostedLogin(
                authorizeURL: request.url, email: OpenIDFixture.email,
                password: Secret(OpenIDFixture.password))
            guard case .redirect(let url) = result else {
                Issue.record("expected a redirect, got \(result)")
                return
            }
            let code = try #require(OpenIDFixture.queryParameters(url)["code"])
            let answer = await fixture.exchange(
                code, client: BrowserLogin.clientID, redirectURI: BrowserLogin.redirectURI)
            #expect(OpenIDFixture.error(answer) == "invalid_grant")
        }
    }
}
