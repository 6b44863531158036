import TestSupport
import Testing

@testable import AuthEngine

@Suite("OpenID device grant (RFC 8628): the codes, polling, slow_down, expiry and tokens once")
struct DeviceGrantTests {
    @Test("the device authorization gives a device code, a user code and where to enter it, never cached")
    func authorization() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            try fixture.server.announce(url: "http://127.0.0.1:8720")
            let answer = await fixture.authorizeDevice()
            #expect(answer.status == 200)
            #expect(answer.header("Cache-Control") == "no-store")
            let body = OpenIDFixture.json(answer)
            let userCode = try #require(body["user_code"]?.stringValue)
            #expect(userCode.count == 9 && Array(userCode)[4] == "-")
            #expect(userCode.filter { $0 != "-" }.allSatisfy(UserCode.alphabet.contains))
            #expect((body["device_code"]?.stringValue?.count ?? 0) >= 43, "256 random bits")
            #expect(body["verification_uri"] == .string("http://127.0.0.1:8720/oauth2/device"))
            #expect(
                body["verification_uri_complete"]
                    == .string("http://127.0.0.1:8720/oauth2/device?user_code=\(userCode)"))
            #expect(body["expires_in"] == .integer(600))
            #expect(body["interval"] == .integer(5))

            let discovery = OpenIDFixture.json(
                await fixture.server.handle(
                    EngineRequest(method: .get, path: "/.well-known/openid-configuration")))
            #expect(
                discovery["device_authorization_endpoint"]
                    == .string("http://127.0.0.1:8720/oauth2/device_authorization"))
            #expect(
                discovery["grant_types_supported"]?.arrayValue?.contains(
                    .string(OpenIDFixture.deviceGrantType)) == true)
        }
    }

    @Test(
        "an unknown client, one not registered for the grant, an unknown scope or a repeated field is refused"
    )
    func authorizationRefusals() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let unknown = await fixture.authorizeDevice(client: "nobody")
            #expect(unknown.status == 401 && OpenIDFixture.error(unknown) == "invalid_client")
            let codeOnly = await fixture.authorizeDevice(client: "code-only")
            #expect(OpenIDFixture.error(codeOnly) == "unauthorized_client")
            let scope = await fixture.authorizeDevice(scope: "openid admin")
            #expect(scope.status == 400 && OpenIDFixture.error(scope) == "invalid_scope")
            let long = await fixture.authorizeDevice(scope: String(repeating: "openid ", count: 100))
            #expect(OpenIDFixture.error(long) == "invalid_request")
            let twice = await fixture.post(
                "/oauth2/device_authorization", [("client_id", "demo-cli"), ("client_id", "demo-cli")])
            #expect(twice.status == 400 && OpenIDFixture.error(twice) == "invalid_request")
            let confidential = await fixture.authorizeDevice(client: "web-app")
            #expect(confidential.status == 401, "a confidential client must authenticate")
        }
    }

    @Test("polling: pending, slow_down adding 5 s per early poll, then pending again at the new interval")
    func pendingAndSlowDown() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (deviceCode, _) = try await fixture.deviceCodes()
            #expect(OpenIDFixture.error(await fixture.poll(deviceCode)) == "authorization_pending")
            fixture.clock.advance(by: 4)
            #expect(OpenIDFixture.error(await fixture.poll(deviceCode)) == "slow_down")
            fixture.clock.advance(by: 9)
            #expect(
                OpenIDFixture.error(await fixture.poll(deviceCode)) == "slow_down", "the interval is 10 s now"
            )
            fixture.clock.advance(by: 14)
            #expect(OpenIDFixture.error(await fixture.poll(deviceCode)) == "slow_down", "and 15 s now")
            fixture.clock.advance(by: 20)
            let pending = await fixture.poll(deviceCode)
            #expect(pending.status == 400 && OpenIDFixture.error(pending) == "authorization_pending")
            #expect(pending.header("Cache-Control") == "no-store")
        }
    }

    @Test("once approved, the poll gets the code grant's tokens with auth_time and no nonce, and only once")
    func approvedOnce() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (deviceCode, userCode) = try await fixture.deviceCodes()
            fixture.clock.advance(by: 30)
            #expect(OpenIDFixture.html(await fixture.decide(userCode: userCode)).contains("Device connected"))
            fixture.clock.advance(by: 5)
            let answer = await fixture.poll(deviceCode)
            #expect(answer.status == 200 && answer.header("Cache-Control") == "no-store")
            let body = OpenIDFixture.json(answer)
            #expect(body["token_type"] == .string("Bearer") && body["scope"] == .string("openid email"))
            #expect(body["refresh_token"]?.stringValue != nil)
            let claims = try TokenEndpointTests.verifiedIDToken(try #require(body["id_token"]?.stringValue))
                .claims
            #expect(claims["aud"] == .string("demo-cli") && claims["sub"] == .string("usr_demo-ada"))
            #expect(claims["auth_time"] == .integer(OpenIDFixture.startTime + 30))
            #expect(claims["iat"] == .integer(OpenIDFixture.startTime + 35))
            #expect(claims["nonce"] == nil)
            let userInfo = await fixture.server.handle(
                EngineRequest(
                    method: .get, path: "/oauth2/userinfo",
                    headers: ["Authorization": "Bearer " + (body["access_token"]?.stringValue ?? "")]))
            #expect(userInfo.status == 200)

            fixture.clock.advance(by: 5)
            #expect(
                OpenIDFixture.error(await fixture.poll(deviceCode)) == "invalid_grant",
                "a code gives tokens once")
        }
    }

    @Test("a denied request answers access_denied; an expired one expired_token")
    func deniedAndExpired() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let denied = try await fixture.deviceCodes()
            #expect(
                OpenIDFixture.html(await fixture.decide(userCode: denied.userCode, action: "deny"))
                    .contains("Request denied"))
            #expect(OpenIDFixture.error(await fixture.poll(denied.deviceCode)) == "access_denied")

            let late = try await fixture.deviceCodes()
            fixture.clock.advance(by: DeviceAuthorization.lifetime)
            #expect(OpenIDFixture.error(await fixture.poll(late.deviceCode)) == "expired_token")
            let page = await fixture.decide(userCode: late.userCode)
            #expect(OpenIDFixture.html(page).contains("not valid or has expired"), "too late to approve")
            #expect(OpenIDFixture.error(await fixture.poll(late.deviceCode)) == "expired_token")
        }
    }

    @Test("another client's device code, an unknown one or none is invalid, and leaves the request as it was")
    func otherClient() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (deviceCode, userCode) = try await fixture.deviceCodes()
            _ = await fixture.decide(userCode: userCode)
            let stolen = await fixture.poll(deviceCode, client: BrowserLogin.clientID)
            #expect(stolen.status == 400 && OpenIDFixture.error(stolen) == "invalid_grant")
            #expect(OpenIDFixture.error(await fixture.poll("not-a-device-code")) == "invalid_grant")
            let missing = await fixture.post(
                "/oauth2/token", [("grant_type", OpenIDFixture.deviceGrantType), ("client_id", "demo-cli")])
            #expect(OpenIDFixture.error(missing) == "invalid_request")
            #expect(
                await fixture.poll(deviceCode).status == 200,
                "the client it was issued to still gets its tokens")
        }
    }

    @Test(
        "a device authorization is in the journal before it is answered: another server on the home finds it")
    func durable() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let (deviceCode, userCode) = try await OpenIDFixture(directory: directory).deviceCodes()
            let reopened = try OpenIDFixture(directory: directory)
            #expect(OpenIDFixture.error(await reopened.poll(deviceCode)) == "authorization_pending")
            #expect(
                OpenIDFixture.html(await reopened.decide(userCode: userCode)).contains("Device connected"))
            #expect(await reopened.poll(deviceCode).status == 200)
        }
    }

    @Test("a user code is read in any case, with or without its dash; other letters are not a code")
    func userCodes() {
        #expect(UserCode(typed: "bcdf-ghjk") == UserCode(typed: "BCDFGHJK"))
        #expect(UserCode(typed: " Bcdf ghjK ")?.display == "BCDF-GHJK")
        for wrong in [
            "BCDF-GHJ", "BCDF-GHJKL", "ABCD-FGHJ", "BCDF-GHJ1", "", String(repeating: "B", count: 40),
        ] {
            #expect(UserCode(typed: wrong) == nil, "\(wrong)")
        }
        let drawn = (0..<200).map { _ in UserCode.random() }
        #expect(
            drawn.allSatisfy { $0.letters.count == 8 && $0.letters.allSatisfy(UserCode.alphabet.contains) })
        #expect(Set(drawn.map(\.letters)).count > 190)
        #expect(Set(drawn.flatMap(\.letters)).count == UserCode.alphabet.count, "every letter is drawn")
    }
}
