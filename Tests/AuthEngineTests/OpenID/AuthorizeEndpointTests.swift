import TestSupport
import Testing

@testable import AuthEngine

@Suite("OpenID authorize endpoint: the login page, its checks and its form")
struct AuthorizeEndpointTests {
    static func html(_ response: EngineResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test("the page has the labelled fields, the three buttons, the CSRF token, and the security headers")
    func pageShape() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let page = await fixture.get(fixture.authorizeParameters())
            #expect(page.status == 200)
            let html = Self.html(page)
            for fragment in [
                #"<form method="post" action="/oauth2/authorize">"#, #"<label for="email">Email</label>"#,
                #"<input id="email" name="email" type="email">"#, #"<label for="password">Password</label>"#,
                #"<input id="password" name="password" type="password">"#,
                #"<button name="action" value="sign-in">Sign in</button>"#,
                #"<button name="action" value="forgot-password" formnovalidate>Forgot password?</button>"#,
                #"<button name="action" value="cancel" formnovalidate>Cancel</button>"#,
                #"<input type="hidden" name="csrf_token" value=""#,
            ] {
                #expect(html.contains(fragment), "\(fragment)")
            }
            #expect(!html.lowercased().contains("<script"))
            #expect(page.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
            #expect(page.header("Content-Security-Policy")?.contains("form-action") == false)
            #expect(page.header("Cache-Control") == "no-store")
            #expect(page.header("Referrer-Policy") == "no-referrer")
            #expect(page.header("X-Frame-Options") == "DENY")
            #expect(page.header("X-Content-Type-Options") == "nosniff")
        }
    }

    @Test("text from the request is escaped in the page")
    func escapesRequestText() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let page = await fixture.get(
                fixture.authorizeParameters(["state": #""><script>alert(1)</script>"#]))
            #expect(page.status == 200)
            #expect(!Self.html(page).contains("<script>"))
            #expect(Self.html(page).contains("&quot;&gt;&lt;script&gt;"))
        }
    }

    @Test(
        "an unknown client or an unregistered redirect URI is an error page, never a redirect",
        arguments: [
            ["client_id": "nobody"], ["client_id": nil], ["redirect_uri": "http://127.0.0.1:5000/callbacks"],
            ["redirect_uri": "https://evil.example/callback"], ["redirect_uri": nil],
            ["redirect_uri": "http://127.0.0.1:5000/callback#x"],
        ] as [[String: String?]])
    func errorPage(overrides: [String: String?]) async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let answer = await fixture.get(fixture.authorizeParameters(overrides))
            #expect(answer.status == 400)
            #expect(answer.header("Location") == nil)
            #expect(Self.html(answer).contains(#"<p role="alert">"#))
            #expect(answer.header("X-Frame-Options") == "DENY")
        }
    }

    @Test(
        "a repeated client_id is an error page; another repeated parameter is redirected as invalid_request")
    func repeatedParameters() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let twiceClient = await fixture.get(
                fixture.authorizeParameters() + [("client_id", "viper-auth-cli")])
            #expect(twiceClient.status == 400 && twiceClient.header("Location") == nil)
            let twiceScope = await fixture.get(fixture.authorizeParameters() + [("scope", "openid")])
            #expect(twiceScope.status == 302)
            let location = try #require(twiceScope.header("Location"))
            #expect(location.hasPrefix("http://127.0.0.1:5000/callback?"))
            #expect(OpenIDFixture.queryParameters(location)["error"] == "invalid_request")
            #expect(OpenIDFixture.queryParameters(location)["state"] == "state-1")
        }
    }

    @Test(
        "every other bad parameter is redirected back with its error and the state",
        arguments: [
            (["response_type": "token"], "unsupported_response_type"),
            (["response_type": nil], "invalid_request"),
            (["code_challenge": nil], "invalid_request"),
            (["code_challenge_method": "plain"], "invalid_request"),
            (["code_challenge_method": nil], "invalid_request"),
            (["code_challenge": "short"], "invalid_request"),
            (["scope": "openid admin"], "invalid_scope"),
            (["prompt": "none"], "login_required"),
            (["nonce": String(repeating: "n", count: 513)], "invalid_request"),
            (["nonce": "tab\there"], "invalid_request"),
        ] as [([String: String?], String)])
    func redirectedErrors(overrides: [String: String?], error: String) async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let answer = await fixture.get(fixture.authorizeParameters(overrides))
            #expect(answer.status == 302)
            let query = OpenIDFixture.queryParameters(try #require(answer.header("Location")))
            #expect(query["error"] == error)
            #expect(query["state"] == "state-1")
            #expect(query["error_description"] != nil)
            #expect(query["code"] == nil)
        }
    }

    @Test("a client without the code grant is unauthorized_client")
    func unauthorizedClient() async throws {
        try await withAsyncTemporaryDirectory { directory in
            var configuration = ServerConfiguration.forTesting
            configuration.openIDClients = OpenIDClientRegistry([
                OpenIDClient(
                    id: "refresh-only", redirectURIs: ["http://127.0.0.1/cb"], grantTypes: ["refresh_token"])
            ])
            let server = try TokenServer(directory: directory, configuration: configuration)
            let query = FormFields([
                ("response_type", "code"), ("client_id", "refresh-only"),
                ("redirect_uri", "http://127.0.0.1/cb"),
                ("code_challenge", try PKCE.challenge(for: PKCE.makeVerifier())),
                ("code_challenge_method", "S256"),
            ])
            let answer = await server.handle(
                EngineRequest(method: .get, path: "/oauth2/authorize", rawQuery: query.encoded))
            #expect(
                OpenIDFixture.queryParameters(answer.header("Location") ?? "")["error"]
                    == "unauthorized_client")
        }
    }

    @Test("signing in sends the browser back with a code and the state, with 303")
    func signInRedirects() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let redirect = await fixture.submit(await fixture.get(fixture.authorizeParameters()))
            #expect(redirect.status == 303)
            let location = try #require(redirect.header("Location"))
            #expect(location.hasPrefix("http://127.0.0.1:5000/callback?code="))
            #expect(OpenIDFixture.queryParameters(location)["state"] == "state-1")
            #expect(redirect.header("Cache-Control") == "no-store")
        }
    }

    @Test(
        "cancel and forgot password redirect with access_denied and B2C's codes",
        arguments: [
            ("cancel", AuthorizationRedirect.userCancelledCode, TokenServer.userCancelledDescription),
            (
                "forgot-password", AuthorizationRedirect.forgotPasswordCode,
                TokenServer.forgotPasswordDescription
            ),
        ])
    func cancelAndForgot(action: String, code: String, description: String) async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let redirect = await fixture.submit(
                await fixture.get(fixture.authorizeParameters()), action: action, email: "", password: "")
            #expect(redirect.status == 303)
            let query = OpenIDFixture.queryParameters(try #require(redirect.header("Location")))
            #expect(query["error"] == "access_denied")
            #expect(query["b2c_error_code"] == code)
            #expect(query["error_description"] == description)
            #expect(query["state"] == "state-1")
        }
    }

    @Test("a wrong password shows the page again with a sentence; the limit's refusal gives its wait")
    func wrongPasswordAndLimit() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let page = await fixture.get(fixture.authorizeParameters())
            let again = await fixture.submit(page, password: "wrong-password")
            #expect(again.status == 200)
            #expect(Self.html(again).contains(#"<p role="alert">The email or password is incorrect.</p>"#))
            var last = again
            for _ in 0..<10 { last = await fixture.submit(last, password: "wrong-password") }
            #expect(Self.html(last).contains("Too many failed sign-ins for this email. Try again in "))
            let refused = await fixture.submit(last)
            #expect(
                refused.status == 200 && refused.header("Location") == nil, "even the right password waits")
        }
    }

    @Test("a form without its CSRF token, with another request's, or expired, is refused and changes nothing")
    func csrf() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let page = await fixture.get(fixture.authorizeParameters())
            let hidden = OpenIDFixture.hiddenFields(of: page)
            let credentials: [(name: String, value: String)] = [
                ("email", OpenIDFixture.email), ("password", OpenIDFixture.password), ("action", "sign-in"),
            ]
            let missing = await fixture.post(
                "/oauth2/authorize", hidden.filter { $0.name != "csrf_token" } + credentials)
            #expect(missing.status == 403 && missing.header("Location") == nil)
            let retargeted = hidden.map { field in
                field.name == "redirect_uri" ? (field.name, "http://127.0.0.1:6000/callback") : field
            }
            let moved = await fixture.post("/oauth2/authorize", retargeted + credentials)
            #expect(moved.status == 403 && moved.header("Location") == nil)
            fixture.clock.advance(by: LoginFormToken.lifetime)
            let expired = await fixture.submit(page)
            #expect(expired.status == 403 && expired.header("Location") == nil)
            #expect(Self.html(expired).contains("expired"))
        }
    }

    @Test("the form must be a web form, with each field once")
    func formShape() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let page = await fixture.get(fixture.authorizeParameters())
            let json = await fixture.server.handle(
                EngineRequest(
                    method: .post, path: "/oauth2/authorize", headers: ["Content-Type": "application/json"],
                    body: Array("{}".utf8)))
            #expect(json.status == 400 && json.header("Location") == nil)
            let twice = await fixture.post(
                "/oauth2/authorize",
                OpenIDFixture.hiddenFields(of: page) + [
                    ("email", OpenIDFixture.email), ("password", "x"), ("password", OpenIDFixture.password),
                    ("action", "sign-in"),
                ])
            #expect(twice.status == 400 && twice.header("Location") == nil)
        }
    }
}
