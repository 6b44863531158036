import TestSupport
import Testing

@testable import AuthEngine

/// `POST /v1/idp/openid/ticket`: the provider's access token, issued to the app's client, traded
/// once for a registration ticket.
@Suite("The OpenID ticket route")
struct OpenIDTicketRouteTests {
    private static func ticketRequest(bearer: String?) -> EngineRequest {
        var request = EngineRequest(method: .post, path: "/v1/idp/openid/ticket")
        if let bearer { request.headers["Authorization"] = "Bearer " + bearer }
        return request
    }

    /// The access token a sign-in on the login page gives `client`.
    private static func accessToken(_ fixture: OpenIDFixture, client: String) async throws -> String {
        let redirectURI = "http://127.0.0.1:5000/callback"
        let code = try await fixture.code(client: client, redirectURI: redirectURI)
        let tokens = await fixture.exchange(code, client: client, redirectURI: redirectURI)
        return try #require(OpenIDFixture.json(tokens)["access_token"]?.stringValue)
    }

    @Test("the app's client's token gives a ticket once, and its grant is revoked with it")
    func onceAndRevoked() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let token = try await Self.accessToken(fixture, client: BrowserLogin.clientID)

            let first = await fixture.server.handle(Self.ticketRequest(bearer: token))
            #expect(first.status == 200)
            let ticket = try #require(WireCoding.decode(TicketBody.self, from: first.body))
            #expect(ticket.email == OpenIDFixture.email && !ticket.ticket.isEmpty)
            #expect(!String(decoding: first.body, as: UTF8.self).contains(token))

            let second = await fixture.server.handle(Self.ticketRequest(bearer: token))
            #expect(second.status == 401)
            #expect(WireCoding.decode(ServerErrorBody.self, from: second.body)?.code == .invalidAccessToken)
            let userinfo = await fixture.server.handle(
                EngineRequest(
                    method: .get, path: "/oauth2/userinfo", headers: ["Authorization": "Bearer " + token]))
            #expect(userinfo.status == 401)
        }
    }

    @Test("no token, a forged one, another client's, or an expired one is refused as /v1 refuses")
    func refusals() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let otherClients = try await Self.accessToken(fixture, client: "demo-cli")
            let expiring = try await Self.accessToken(fixture, client: BrowserLogin.clientID)
            for bearer in [nil, "not-a-token", otherClients] {
                let answer = await fixture.server.handle(Self.ticketRequest(bearer: bearer))
                #expect(answer.status == 401)
                #expect(
                    WireCoding.decode(ServerErrorBody.self, from: answer.body)?.code == .invalidAccessToken)
            }
            // Another client's token is left as it was: it is still that client's.
            let userinfo = await fixture.server.handle(
                EngineRequest(
                    method: .get, path: "/oauth2/userinfo",
                    headers: ["Authorization": "Bearer " + otherClients]))
            #expect(userinfo.status == 200)

            // Past the lifetime and the leeway the server gives every access token.
            fixture.clock.advance(by: 900 + JWTValidationRules.defaultLeewaySeconds + 1)
            let late = await fixture.server.handle(Self.ticketRequest(bearer: expiring))
            #expect(late.status == 401)
            #expect(try fixture.server.database.snapshot().tickets.isEmpty)
        }
    }

    @Test("a /v1 session's access token is not a sign-in at the provider")
    func deviceSessionToken() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let credentials = await ProviderFixtures.post(
            harness.server, "/v1/idp/credentials",
            CredentialsBody(
                email: ProviderFixtures.email, password: ProviderFixtures.password.value, stateless: true))
        let ticket = try #require(WireCoding.decode(TicketBody.self, from: credentials.body))
        let started = await ProviderFixtures.post(
            harness.server, "/v1/auth/stateless", StatelessSessionBody(ticket: ticket.ticket))
        let token = try #require(WireCoding.decode(StatelessSessionResultBody.self, from: started.body))
            .tokens
            .accessToken
        let answer = await harness.server.handle(Self.ticketRequest(bearer: token))
        #expect(answer.status == 401)
        #expect(WireCoding.decode(ServerErrorBody.self, from: answer.body)?.code == .invalidAccessToken)
    }
}
