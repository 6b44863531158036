import TestSupport
import Testing

@testable import AuthEngine

@Suite("Contexts and resources")
struct ResourceFlowTests {
    private static let secondSchool = ActiveContext(
        roleId: "role-teacher", roleName: "Teacher", schoolId: "school-north",
        schoolName: "Northfield Primary",
        academicUnitId: "unit-north-y5", academicUnitName: "Year 5", permissions: ["grades:write"])

    /// Gives the harness account a second membership, as the demo teacher has.
    private func addSecondMembership(_ harness: EngineHarness, email: String = "lin@example.org") throws {
        try harness.server.database.transaction { state throws(ServerFailure) in
            guard var account = try state.account(email: email) else { return }
            account.memberships.append(Self.secondSchool)
            state.accounts.put(account)
        }
    }

    @Test("switching context signs a new access token carrying it and updates the three items")
    func switchContext() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        try addSecondMembership(harness)
        let before = try await harness.client.device.session(profileId: profile.id)

        let switched = try await harness.client.switchContext(profileId: profile.id, to: 1)
        #expect(switched.activeContext == Self.secondSchool)
        #expect(switched.user.activeContextIndex == 1)
        let stored = try #require(try await harness.client.device.session(profileId: profile.id))
        #expect(stored.context == Self.secondSchool)
        #expect(stored.user.activeContextIndex == 1)
        #expect(stored.tokens.accessToken != before?.tokens.accessToken)
        #expect(stored.tokens.refreshToken == before?.tokens.refreshToken)
        let claims = try AccessTokenClaims(
            jwtClaims: JWTClaimsValidator.decodeUnverified(stored.tokens.accessToken).claims)
        #expect(claims.activeContext == Self.secondSchool)
        #expect(try await harness.client.me(profileId: profile.id).activeContextIndex == 1)

        // The context survives a refresh and the next login.
        let current = try await harness.client.currentSession(profileId: profile.id)
        harness.clock.advance(by: current.accessTokenExpiresAt - harness.clock.now - 10)
        _ = try await harness.client.me(profileId: profile.id)
        let refreshed = try await harness.client.currentSession(profileId: profile.id)
        #expect(refreshed.accessTokenExpiresAt > current.accessTokenExpiresAt)
        #expect(refreshed.activeContext == Self.secondSchool)
        let login = try await harness.client.authenticate(
            profileId: profile.id, responder: ScriptedResponder(answering: TestAccount.pin))
        #expect(login.activeContext == Self.secondSchool)
    }

    @Test("an unknown context index is refused and the session is left as it was")
    func unknownContext() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        let before = try await harness.client.device.session(profileId: profile.id)
        await #expect(throws: AuthError.contextNotFound) {
            try await harness.client.switchContext(profileId: profile.id, to: 3)
        }
        await #expect(throws: AuthError.contextNotFound) {
            try await harness.client.switchContext(profileId: profile.id, to: -1)
        }
        #expect(try await harness.client.device.session(profileId: profile.id) == before)
    }

    @Test("me and the device list describe the account; this device is marked")
    func meAndDevices() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        let me = try await harness.client.me(profileId: profile.id)
        #expect(me.email == "lin@example.org" && me.fullName == "Lin Example")

        _ = try await harness.sameAccountOnOtherDevice()
        let devices = try await harness.client.devices(profileId: profile.id)
        #expect(devices.count == 2)
        #expect(devices.filter(\.isThisDevice).map(\.profileId) == [profile.id])
        #expect(devices.allSatisfy { $0.deviceName == "viper-auth terminal" })
    }

    @Test("the ID token reaches the app as its claims, the same each time, with its times in seconds")
    func idTokenClaims() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let registered = try await harness.signUpAndRegister()
        let profile = try #require(registered.profile)
        let token = try await harness.client.idToken(profileId: profile.id)
        let expected: [String: JSONValue] = [
            "aud": .string("viper-auth-cli"),
            "email": .string("lin@example.org"),
            "exp": .integer(harness.clock.now + 3600),
            "iat": .integer(harness.clock.now),
            "iss": .string("https://auth.viper-auth.local"),
            "name": .string("Lin Example"),
            "sub": .string(registered.user.userId),
        ]
        #expect(token.claims == expected)
        #expect(try await harness.client.idToken(profileId: profile.id) == token)
        #expect(token.numericDate("iat") == harness.clock.now)
        #expect(token.numericDate("exp") == harness.clock.now + 3600)
        // Absent, or not a whole number of seconds: no time.
        #expect(token.numericDate("nbf") == nil && token.numericDate("email") == nil)
    }

    @Test("implicit data needs no PIN and no session, only this device")
    func implicitData() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let registered = try await harness.signUpAndRegister()
        let profile = try #require(registered.profile)
        _ = await harness.client.logout(profileId: profile.id)
        let decorated = try await harness.reopenedClient().implicitData(profileId: profile.id)
        #expect(decorated == "lin@example.org (user \(registered.user.userId))")

        let other = try harness.otherDevice()
        await #expect(throws: AuthError.profileNotFound) {
            try await other.implicitData(profileId: profile.id)
        }
    }

    @Test("app details come from a device-authenticated call; an unknown device is refused")
    func appDetails() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        _ = try await harness.signUpAndRegister()
        let details = try await harness.client.appDetails()
        #expect(details == AppDetails(appId: "viper-auth-cli", version: "1.0.0", platform: "linux"))
        await #expect(throws: AuthError.deviceNotRecognised) {
            try await harness.otherDevice().appDetails()
        }
    }

    @Test("an app-to-web URL signs in once, never twice, never late; only its hash is stored")
    func appToWeb() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        let url = try await harness.client.appToWebURL(profileId: profile.id)
        #expect(url.hasPrefix("https://web.viper-auth.local/sso?token="))
        let token = String(url.dropFirst(TokenServer.appToWebBaseURL.count))
        #expect(token.count >= 43)
        #expect(!String(describing: try harness.serverState()).contains(token))

        let signIn = try harness.server.redeemAppToWebToken(url: url)
        #expect(signIn.email == "lin@example.org" && signIn.fullName == "Lin Example")
        #expect(throws: AppToWebRedemptionError.unknownOrUsed) {
            try harness.server.redeemAppToWebToken(url: url)
        }

        let late = try await harness.client.appToWebURL(profileId: profile.id)
        harness.clock.advance(by: 121)
        #expect(throws: AppToWebRedemptionError.expired) { try harness.server.redeemAppToWebToken(url: late) }
        #expect(throws: AppToWebRedemptionError.malformedURL) {
            try harness.server.redeemAppToWebToken(url: "https://evil.example/sso?token=abc")
        }
    }

    @Test(
        "Bearer routes answer 401 without a token and with a forged one",
        arguments: [
            (HTTPMethod.post, "/v1/auth/context"), (.get, "/v1/devices"), (.post, "/v1/app-to-web"),
            (.post, "/v1/enrollments/mobile-auth"), (.post, "/v1/enrollments/push"),
            (.post, "/v1/devices/key"),
        ])
    func bearerRoutesRefuseForgedTokens(method: HTTPMethod, path: String) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        let stored = try #require(try await harness.client.device.session(profileId: profile.id))
        let body = WireCoding.encode(SwitchContextBody(contextIndex: 0))
        let none = await harness.server.handle(EngineRequest(method: method, path: path, body: body))
        #expect(none.status == 401)

        // Same header and claims, signature of another key.
        let parts = stored.tokens.accessToken.split(separator: ".")
        let forgedSignature = Base64URL.encode(
            HMACSHA256.authenticate(Array("\(parts[0]).\(parts[1])".utf8), key: [1, 2, 3]))
        let forged = "\(parts[0]).\(parts[1]).\(forgedSignature)"
        let refused = await harness.server.handle(
            EngineRequest(
                method: method, path: path, headers: ["Authorization": "Bearer " + forged], body: body))
        #expect(refused.status == 401)
    }

    @Test(
        "device-authenticated routes answer 401 without a proof",
        arguments: ["/v1/implicit", "/v1/app", "/v1/push/deny", "/v1/push/otp", "/v1/push/confirm/start"])
    func deviceRoutesNeedProof(path: String) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let response = await harness.server.handle(
            EngineRequest(method: .post, path: path, body: WireCoding.encode(EmptyBody())))
        #expect(response.status == 401)
    }

    @Test("resource calls without a session are refused as not authenticated")
    func withoutSession() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        _ = await harness.client.logout(profileId: profile.id)
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.me(profileId: profile.id)
        }
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.switchContext(profileId: profile.id, to: 0)
        }
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.idToken(profileId: profile.id)
        }
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.appToWebURL(profileId: profile.id)
        }
    }
}
