import TestSupport
import Testing

@testable import AuthEngine

@Suite("OpenID userinfo, revocation and introspection")
struct TokenStatusEndpointTests {
    static func tokens(_ fixture: OpenIDFixture) async throws -> (access: String, refresh: String) {
        let body = OpenIDFixture.json(await fixture.exchange(try await fixture.code()))
        return (
            try #require(body["access_token"]?.stringValue), try #require(body["refresh_token"]?.stringValue)
        )
    }

    @Test("userinfo answers GET and POST with /v1/auth/me's claims and sub; without a token, 401")
    func userInfo() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (access, _) = try await Self.tokens(fixture)
            let bearer: HTTPFields = ["Authorization": "Bearer " + access]
            let me = OpenIDFixture.json(
                await fixture.server.handle(EngineRequest(method: .get, path: "/v1/auth/me", headers: bearer))
            )
            for method in [HTTPMethod.get, .post] {
                let answer = await fixture.server.handle(
                    EngineRequest(method: method, path: "/oauth2/userinfo", headers: bearer))
                #expect(answer.status == 200)
                let claims = OpenIDFixture.json(answer)
                #expect(claims["sub"] == .string("usr_demo-ada"))
                for (name, value) in me { #expect(claims[name] == value, "\(name)") }
            }
            #expect(
                await fixture.server.handle(EngineRequest(method: .get, path: "/oauth2/userinfo")).status
                    == 401)
        }
    }

    @Test("userinfo refuses a missing or bad token with RFC 6750's Bearer challenge; /v1 keeps its own")
    func userInfoChallenge() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            for headers: HTTPFields in [[:], ["Authorization": "Bearer not-a-token"]] {
                let answer = await fixture.server.handle(
                    EngineRequest(method: .get, path: "/oauth2/userinfo", headers: headers))
                #expect(answer.status == 401)
                #expect(answer.headers["www-authenticate"] == #"Bearer error="invalid_token""#)
                #expect(answer.headers["cache-control"] == "no-store")
                #expect(OpenIDFixture.json(answer)["error"] == .string("invalid_token"))
            }
            let v1 = await fixture.server.handle(
                EngineRequest(
                    method: .get, path: "/v1/auth/me", headers: ["Authorization": "Bearer not-a-token"]))
            #expect(v1.status == 401)
            #expect(v1.headers["www-authenticate"] == nil)
            #expect(OpenIDFixture.json(v1)["code"] == .string("invalid_access_token"))
        }
    }

    @Test("revoking a refresh token ends the grant; an unknown token is answered 200 all the same")
    func revoke() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (access, refresh) = try await Self.tokens(fixture)
            let unknown = await fixture.post(
                "/oauth2/revoke", [("token", "nothing-like-it"), ("client_id", "demo-cli")])
            #expect(unknown.status == 200)
            let otherClient = await fixture.post(
                "/oauth2/revoke", [("token", refresh), ("client_id", "viper-auth-cli")])
            #expect(otherClient.status == 200)
            let bearer: HTTPFields = ["Authorization": "Bearer " + access]
            #expect(
                await fixture.server.handle(
                    EngineRequest(method: .get, path: "/oauth2/userinfo", headers: bearer)
                ).status
                    == 200, "another client's revocation changed nothing")

            #expect(
                await fixture.post("/oauth2/revoke", [("token", refresh), ("client_id", "demo-cli")]).status
                    == 200)
            #expect(
                await fixture.server.handle(
                    EngineRequest(method: .get, path: "/oauth2/userinfo", headers: bearer)
                ).status
                    == 401)
            let again = await fixture.post(
                "/oauth2/token",
                [("grant_type", "refresh_token"), ("refresh_token", refresh), ("client_id", "demo-cli")])
            #expect(OpenIDFixture.error(again) == "invalid_grant")
            #expect(
                OpenIDFixture.error(await fixture.post("/oauth2/revoke", [("client_id", "demo-cli")]))
                    == "invalid_request")
        }
    }

    @Test("introspection is for confidential clients; it tells active tokens from the rest")
    func introspect() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (access, refresh) = try await Self.tokens(fixture)
            let publicClient = await fixture.post(
                "/oauth2/introspect", [("token", access), ("client_id", "demo-cli")])
            #expect(publicClient.status == 401 && OpenIDFixture.error(publicClient) == "invalid_client")

            let basic: HTTPFields = [
                "Authorization": "Basic "
                    + Base64.encode(Array("web-app:\(OpenIDFixture.confidentialSecret)".utf8))
            ]
            let active = OpenIDFixture.json(
                await fixture.post("/oauth2/introspect", [("token", access)], headers: basic))
            #expect(active["active"] == .bool(true))
            #expect(active["client_id"] == .string("demo-cli") && active["sub"] == .string("usr_demo-ada"))
            #expect(active["scope"] == .string("openid email"))
            let refreshAnswer = OpenIDFixture.json(
                await fixture.post("/oauth2/introspect", [("token", refresh)], headers: basic))
            #expect(
                refreshAnswer["active"] == .bool(true)
                    && refreshAnswer["token_type"] == .string("refresh_token"))
            let garbage = await fixture.post("/oauth2/introspect", [("token", "garbage")], headers: basic)
            #expect(garbage.body == Array(#"{"active":false}"#.utf8))

            _ = await fixture.post("/oauth2/revoke", [("token", refresh), ("client_id", "demo-cli")])
            let revoked = OpenIDFixture.json(
                await fixture.post("/oauth2/introspect", [("token", access)], headers: basic))
            #expect(revoked["active"] == .bool(false))
        }
    }
}
