import Testing

@testable import AuthEngine

/// What a request carries beyond a JSON body: any method token, the query, ordered fields with
/// repeats, and a body read by its `Content-Type`, with errors that say what was wrong.
@Suite("Engine requests: methods, queries, fields and bodies")
struct EngineRequestTests {
    private struct TokenForm: Decodable, Equatable {
        var grantType: String
        var code: String
        var redirectURI: String?

        enum CodingKeys: String, CodingKey {
            case grantType = "grant_type"
            case code
            case redirectURI = "redirect_uri"
        }
    }

    @Test("a method is any token; only the routed ones have a raw value the engine knows by name")
    func methods() {
        #expect(HTTPMethod(token: "PATCH")?.rawValue == "PATCH")
        #expect(HTTPMethod(token: "BREW")?.rawValue == "BREW")
        #expect(HTTPMethod(token: "") == nil && HTTPMethod(token: "GET /") == nil)
        #expect(HTTPMethod(rawValue: "POST") == .post)
        #expect(HTTPMethod(rawValue: "PATCH") == nil, "no route is declared with it")
    }

    @Test("a target splits into path and query, and the query decodes in order with repeats")
    func query() throws {
        let request = EngineRequest(
            method: .get, target: "/authorize?response_type=code&scope=openid+profile&x=%2B&x=2&flag")
        #expect(request.path == "/authorize")
        #expect(request.target == "/authorize?response_type=code&scope=openid+profile&x=%2B&x=2&flag")
        let query = try request.query
        #expect(query["response_type"] == "code")
        #expect(query["scope"] == "openid profile")
        #expect(query.values(named: "x") == ["+", "2"])
        #expect(query["flag"] == "")
        #expect(try EngineRequest(method: .get, path: "/v1/config").query.isEmpty)
    }

    @Test("a query that is not percent-encoded properly names the pair")
    func badQuery() {
        let request = EngineRequest(method: .get, target: "/a?ok=1&bad=%zz")
        #expect(throws: FormFields.ParseError.badEncoding(pairIndex: 1)) { try request.query }
    }

    @Test("a form body decodes by its Content-Type; a JSON body too")
    func formAndJSONBodies() throws {
        let form = EngineRequest(
            method: .post, path: "/token",
            headers: ["Content-Type": "application/x-www-form-urlencoded; charset=UTF-8"],
            body: Array("grant_type=authorization_code&code=a%2Fb&redirect_uri=https%3A%2F%2Frp%2Fcb".utf8))
        #expect(
            try form.decodedBody(TokenForm.self)
                == TokenForm(grantType: "authorization_code", code: "a/b", redirectURI: "https://rp/cb"))
        let json = EngineRequest(
            method: .post, path: "/token", headers: ["Content-Type": "application/json"],
            body: Array(#"{"grant_type":"refresh_token","code":"c"}"#.utf8))
        #expect(try json.decodedBody(TokenForm.self) == TokenForm(grantType: "refresh_token", code: "c"))
    }

    @Test(
        "a body that cannot be read says what was wrong",
        arguments: [
            ("application/x-www-form-urlencoded", "code=c", BodyDecodingError.missingField("grant_type")),
            ("application/x-www-form-urlencoded", "grant_type=a&code=%G0", .badFormEncoding(pairIndex: 1)),
            ("application/x-www-form-urlencoded", "grant_type=a&code=1&code=2", .repeatedField("code")),
            ("text/plain", "grant_type=a&code=c", .unsupportedContentType("text/plain")),
            ("application/json", #"{"grant_type":1,"code":"c"}"#, .wrongType(field: "grant_type")),
            ("application/json", #"{"grant_type":"a""#, .notJSON(.unexpectedEnd)),
        ])
    func bodyErrors(contentType: String, body: String, error: BodyDecodingError) {
        let request = EngineRequest(
            method: .post, path: "/token", headers: ["Content-Type": contentType], body: Array(body.utf8))
        #expect(throws: error) { try request.decodedBody(TokenForm.self) }
        #expect(!error.debugDescription.contains("grant_type=a"), "the body is never quoted")
    }

    @Test("a route may refuse a format it does not read")
    func formatsAccepted() {
        let form = EngineRequest(
            method: .post, path: "/x", headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: Array("grant_type=a&code=c".utf8))
        #expect(throws: BodyDecodingError.unsupportedContentType("application/x-www-form-urlencoded")) {
            try form.decodedBody(TokenForm.self, accepting: [.json])
        }
    }

    @Test("fields keep order and repeats; names match in any case; setting one replaces its lines")
    func fields() {
        var fields: HTTPFields = ["Accept": "a", "Set-Cookie": "1", "X": "x"]
        fields.append("set-cookie", "2")
        #expect(fields.values(named: "SET-COOKIE") == ["1", "2"])
        #expect(fields["accept"] == "a")
        fields["Set-Cookie"] = "3"
        #expect(fields.map(\.name) == ["Accept", "Set-Cookie", "X"])
        #expect(fields["set-cookie"] == "3")
        fields["x"] = nil
        #expect(fields.map(\.name) == ["Accept", "Set-Cookie"])
    }

    @Test("a field sent on several lines reads as one list, so two credentials are not one")
    func repeatedFieldReadsAsList() {
        var request = EngineRequest(method: .get, path: "/v1/auth/me")
        request.headers.append("Authorization", "Bearer a")
        request.headers.append("authorization", "Bearer b")
        #expect(request.header("AUTHORIZATION") == "Bearer a, Bearer b")
        #expect(BearerCredential.token(inAuthorization: request.header("Authorization")) == nil)
    }

    @Test("a /v1 route reads a JSON body whatever its Content-Type, with its usual 400 otherwise")
    func v1BodiesStayJSON() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let server = try TokenServer(directory: home.home + "/server", configuration: .forTesting)
        let asForm = EngineRequest(
            method: .post, path: "/v1/simulation/clock",
            headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: Array(#"{"advanceSeconds":60}"#.utf8))
        #expect(await server.handle(asForm).status == 200)
        let broken = EngineRequest(method: .post, path: "/v1/simulation/clock", body: Array("{".utf8))
        let refused = await server.handle(broken)
        #expect(refused.status == 400)
        #expect(
            String(decoding: refused.body, as: UTF8.self)
                == #"{"code":"malformed_request","message":"The request body is not a valid SimulationClockBody."}"#
        )
    }

    @Test("a query on a /v1 route changes nothing in its answer")
    func v1QueryIgnored() async throws {
        let home = try SimulationTestHome()
        defer { home.remove() }
        let server = try TokenServer(directory: home.home + "/server", configuration: .forTesting)
        let plain = await server.handle(EngineRequest(method: .get, path: "/v1/config"))
        let withQuery = await server.handle(
            EngineRequest(method: .get, target: "/v1/config?response_type=code"))
        #expect(plain == withQuery)
    }

    @Test("an OAuth error renders as JSON that is never cached, with a challenge on 401, or on a redirect")
    func oauthError() {
        let invalid = OAuthErrorResponse(code: "invalid_grant", description: "The code has expired.").response
        #expect(invalid.status == 400)
        #expect(invalid.contentType == EngineResponse.jsonType)
        #expect(invalid.header("Cache-Control") == "no-store")
        #expect(invalid.header("WWW-Authenticate") == nil)
        #expect(
            String(decoding: invalid.body, as: UTF8.self)
                == #"{"error":"invalid_grant","error_description":"The code has expired."}"#)
        let client = OAuthErrorResponse(status: 401, code: "invalid_client").response
        #expect(client.header("WWW-Authenticate") == #"Bearer error="invalid_client""#)
        let redirect = OAuthErrorResponse(code: "access_denied", description: "No thanks")
            .redirect(to: "https://rp.example/cb", state: "s 1")
        #expect(redirect.status == 302)
        #expect(
            redirect.header("Location")
                == "https://rp.example/cb?error=access_denied&error_description=No%20thanks&state=s%201")
    }

    @Test("every error kind renders itself: the /v1 shape is ServerFailure's, the push service's its own")
    func serverFailureRenders() {
        let notEnrolled = PushServiceError.notEnrolled.response
        #expect(notEnrolled.status == 403)
        #expect(String(decoding: notEnrolled.body, as: UTF8.self) == #"{"error":"not_enrolled"}"#)
        let expired = AppToWebRedemptionError.expired.response
        #expect(expired.status == 410 && expired.header("Content-Type") == EngineResponse.jsonType)
        let response = ServerFailure.routeNotFound.response
        #expect(response.status == 404)
        #expect(
            String(decoding: response.body, as: UTF8.self)
                == #"{"code":"route_not_found","message":"No such route."}"#)
    }
}
