import TestSupport
import Testing

@testable import AuthEngine

@Suite("OpenID device verification page: the form, its CSRF token, wrong codes and the sign-in limit")
struct DeviceVerificationPageTests {
    @Test("the page has the labelled fields, approve and deny, the CSRF token and the login page's headers")
    func pageShape() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let page = await fixture.verificationPage()
            #expect(page.status == 200)
            let html = OpenIDFixture.html(page)
            for line in [
                #"<form method="post" action="/oauth2/device">"#, #"<label for="user_code">Code</label>"#,
                #"<label for="email">Email</label>"#, #"<label for="password">Password</label>"#,
                #"<input id="password" name="password" type="password">"#,
                #"<button name="action" value="approve">Approve</button>"#,
                #"<button name="action" value="deny">Deny</button>"#,
                #"<input type="hidden" name="csrf_token" value=""#,
            ] {
                #expect(html.contains(line), "\(line)")
            }
            #expect(!html.contains("<script"))
            for field in LoginPage.securityHeaders {
                #expect(page.header(field.name) == field.value)
            }
            #expect(page.header("Cache-Control") == "no-store")
        }
    }

    @Test("with ?user_code= the page fills in the code and says which client asks for which scopes")
    func completeURI() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (_, userCode) = try await fixture.deviceCodes()
            let page = OpenIDFixture.html(await fixture.verificationPage(userCode: userCode.lowercased()))
            #expect(page.contains(#"value="\#(userCode)""#))
            #expect(
                page.contains(
                    "<strong>demo-cli</strong> asks to use your account for <strong>openid email</strong>."))
            #expect(!page.contains("role=\"alert\""))
            let unknown = OpenIDFixture.html(await fixture.verificationPage(userCode: "BCDF-GHJK"))
            #expect(unknown.contains(#"<p role="alert">This code is not valid or has expired."#))
            #expect(!unknown.contains("asks to use"))
            let malformed = OpenIDFixture.html(await fixture.verificationPage(userCode: "<b>"))
            #expect(malformed.contains("A code is eight letters") && !malformed.contains("<b>"))
        }
    }

    @Test("a wrong password or a missing field shows the page again and decides nothing")
    func wrongPassword() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (deviceCode, userCode) = try await fixture.deviceCodes()
            let page = await fixture.verificationPage()
            let wrong = await fixture.decide(page, userCode: userCode, password: "wrong-password")
            #expect(wrong.status == 200)
            #expect(
                OpenIDFixture.html(wrong).contains(
                    #"<p role="alert">The email or password is incorrect.</p>"#))
            #expect(!OpenIDFixture.html(wrong).contains("wrong-password"))
            let empty = await fixture.decide(page, userCode: userCode, email: "")
            #expect(OpenIDFixture.html(empty).contains("Enter the code, your email and your password."))
            #expect(OpenIDFixture.error(await fixture.poll(deviceCode)) == "authorization_pending")
            let approved = await fixture.decide(
                wrong, userCode: userCode.lowercased().replacing("-", with: ""))
            #expect(OpenIDFixture.html(approved).contains("You can return to your terminal"))
        }
    }

    @Test("wrong user codes count as failed sign-ins: too many and even the right code waits")
    func guessedCodes() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (deviceCode, userCode) = try await fixture.deviceCodes()
            var last = await fixture.decide(await fixture.verificationPage(), userCode: "BCDF-GHJK")
            #expect(
                OpenIDFixture.html(last).contains(#"<p role="alert">This code is not valid or has expired."#))
            for _ in 0..<10 { last = await fixture.decide(last, userCode: "BCDF-GHJK") }
            #expect(
                OpenIDFixture.html(last).contains("Too many failed sign-ins for this email. Try again in "))
            let refused = await fixture.decide(last, userCode: userCode)
            #expect(OpenIDFixture.html(refused).contains("Too many failed sign-ins"))
            #expect(OpenIDFixture.error(await fixture.poll(deviceCode)) == "authorization_pending")
        }
    }

    @Test("a form without its CSRF token, with the login page's, or expired, is refused and decides nothing")
    func csrf() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (deviceCode, userCode) = try await fixture.deviceCodes()
            let page = await fixture.verificationPage()
            let fields: [(name: String, value: String)] = [
                ("user_code", userCode), ("email", OpenIDFixture.email), ("password", OpenIDFixture.password),
                ("action", "approve"),
            ]
            let missing = await fixture.post("/oauth2/device", fields)
            #expect(missing.status == 403)
            let loginPage = await fixture.get(fixture.authorizeParameters())
            let borrowed = OpenIDFixture.hiddenFields(of: loginPage).filter { $0.name == "csrf_token" }
            #expect(await fixture.post("/oauth2/device", borrowed + fields).status == 403)
            #expect(OpenIDFixture.error(await fixture.poll(deviceCode)) == "authorization_pending")
            fixture.clock.advance(by: LoginFormToken.lifetime)
            let fresh = try await fixture.deviceCodes()
            let expired = await fixture.decide(page, userCode: fresh.userCode)
            #expect(expired.status == 403 && OpenIDFixture.html(expired).contains("expired"))
            #expect(OpenIDFixture.error(await fixture.poll(fresh.deviceCode)) == "authorization_pending")
        }
    }

    @Test("a decided code cannot be decided again; a form of the wrong shape is refused")
    func decidedOnceAndShape() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let (deviceCode, userCode) = try await fixture.deviceCodes()
            #expect(
                OpenIDFixture.html(await fixture.decide(userCode: userCode, action: "deny")).contains(
                    "Request denied"))
            let again = await fixture.decide(userCode: userCode)
            #expect(OpenIDFixture.html(again).contains("not valid or has expired"))
            #expect(OpenIDFixture.error(await fixture.poll(deviceCode)) == "access_denied")

            let page = await fixture.verificationPage()
            let noAction = await fixture.decide(page, userCode: userCode, action: "maybe")
            #expect(noAction.status == 400)
            let twice = await fixture.post(
                "/oauth2/device",
                OpenIDFixture.hiddenFields(of: page) + [
                    ("user_code", userCode), ("user_code", "BCDF-GHJK"), ("email", OpenIDFixture.email),
                    ("password", OpenIDFixture.password), ("action", "approve"),
                ])
            #expect(twice.status == 400)
            let json = await fixture.server.handle(
                EngineRequest(
                    method: .post, path: "/oauth2/device", headers: ["Content-Type": "application/json"],
                    body: Array("{}".utf8)))
            #expect(json.status == 400)
        }
    }
}
