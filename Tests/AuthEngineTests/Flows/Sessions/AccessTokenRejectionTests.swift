import Testing

@testable import AuthEngine

@Suite("The server refuses bad access tokens on GET /v1/auth/me")
struct AccessTokenRejectionTests {
    /// A registered profile's current access token and the harness it lives in.
    private func signedIn() async throws -> (EngineHarness, profileId: String, accessToken: String) {
        let harness = try EngineHarness()
        let profileId = try await harness.registerProfile(with: harness.client)
        let token = try #require(try harness.storedTokens(of: profileId)?.accessToken)
        return (harness, profileId, token)
    }

    private func status(of token: String, in harness: EngineHarness) async -> Int {
        await harness.serverResponse(.get, "/v1/auth/me", bearer: token).status
    }

    @Test("the genuine token is accepted, which makes the refusals below meaningful")
    func genuineTokenIsAccepted() async throws {
        let (harness, _, token) = try await signedIn()
        defer { harness.removeHome() }
        #expect(await status(of: token, in: harness) == 200)
    }

    @Test("a token re-signed with another key is refused")
    func forgedSignature() async throws {
        let (harness, _, token) = try await signedIn()
        defer { harness.removeHome() }
        let rules = JWTValidationRules(
            issuer: ServerConfiguration.forTesting.issuer, audience: ServerConfiguration.forTesting.audience)
        let claims = try JWTClaimsValidator(rules: rules, clock: harness.clock).validateAccessToken(token)
        let forged = try JWTSigner(key: .random(count: 32), clock: harness.clock).sign(claims)
        #expect(forged != token)
        #expect(await status(of: forged, in: harness) == 401)
    }

    @Test("an alg:none token is refused")
    func algorithmNone() async throws {
        let (harness, _, token) = try await signedIn()
        defer { harness.removeHome() }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        let header = Base64URL.encode(Array(#"{"alg":"none","typ":"at+jwt"}"#.utf8))
        #expect(await status(of: "\(header).\(parts[1]).", in: harness) == 401)
        #expect(await status(of: "\(header).\(parts[1]).\(parts[2])", in: harness) == 401)
    }

    @Test("a token whose payload was changed is refused")
    func tamperedPayload() async throws {
        let (harness, _, token) = try await signedIn()
        defer { harness.removeHome() }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let payload = String(decoding: try #require(Base64URL.decode(parts[1])), as: UTF8.self)
        let tampered = payload.replacing("lin@example.org", with: "eve@example.org")
        #expect(tampered != payload)
        let forged = [parts[0], Base64URL.encode(Array(tampered.utf8)), parts[2]].joined(separator: ".")
        #expect(await status(of: forged, in: harness) == 401)
    }

    @Test("an expired token is refused")
    func expiredToken() async throws {
        let (harness, _, token) = try await signedIn()
        defer { harness.removeHome() }
        harness.clock.advance(by: ServerConfiguration.forTesting.accessTokenLifetime + 120)
        #expect(await status(of: token, in: harness) == 401)
    }

    @Test("a token of a logged-out session is refused although unexpired")
    func revokedToken() async throws {
        let (harness, profileId, token) = try await signedIn()
        defer { harness.removeHome() }
        #expect(await harness.client.logout(profileId: profileId) == .success)
        #expect(await status(of: token, in: harness) == 401)
    }

    @Test("a missing or malformed Authorization header is refused")
    func missingToken() async throws {
        let (harness, _, _) = try await signedIn()
        defer { harness.removeHome() }
        #expect(await harness.serverResponse(.get, "/v1/auth/me").status == 401)
        #expect(await status(of: "not-a-jwt", in: harness) == 401)
    }
}

@Suite("Every Bearer route reads the Authorization field by RFC 9110 and RFC 6750")
struct BearerSchemeTests {
    @Test(
        "the scheme in any case and one or more spaces are accepted on every Bearer route",
        arguments: ["Bearer ", "bearer ", "BEARER ", "Bearer  ", "bearer    "])
    func spellingsAccepted(prefix: String) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        let token = try #require(try harness.storedTokens(of: profileId)?.accessToken)
        for (method, path) in [
            (HTTPMethod.get, "/v1/auth/me"), (.get, "/v1/devices"), (.get, "/v1/enrollments"),
        ] {
            var request = EngineRequest(method: method, path: path)
            request.headers["Authorization"] = prefix + token
            #expect(await harness.server.handle(request).status == 200, "\(path)")
        }
    }

    @Test(
        "a wrong separator or scheme, or a token with a character outside b64token, is refused",
        arguments: ["Bearer\t", "Bearer", "Basic "])
    func malformedRefused(prefix: String) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        let token = try #require(try harness.storedTokens(of: profileId)?.accessToken)
        for value in [prefix + token, "Bearer " + token + ",", "Bearer \"" + token + "\""] {
            var request = EngineRequest(method: .get, path: "/v1/auth/me")
            request.headers["Authorization"] = value
            #expect(await harness.server.handle(request).status == 401)
        }
    }
}
