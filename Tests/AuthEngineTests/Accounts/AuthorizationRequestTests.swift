import AuthEngine
import Testing

@Suite("The authorize URL: built by the client, read back by the hosted login page")
struct AuthorizationRequestTests {
    static let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"  // RFC 7636 appendix B

    static let request = AuthorizationRequest(
        clientID: "viper-auth-cli", redirectURI: "viperauth://callback", state: "af0ifjsldkj",
        codeChallenge: challenge)

    @Test("the URL has every parameter, percent-encoded, in a fixed order")
    func buildsURL() {
        #expect(
            Self.request.url
                == "https://login.viper-auth.local/authorize?response_type=code&client_id=viper-auth-cli"
                + "&redirect_uri=viperauth%3A%2F%2Fcallback&state=af0ifjsldkj"
                + "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256")
    }

    @Test(
        "building and parsing round-trip, whatever the values contain",
        arguments: ["plain", "with space", "a+b&c=d?e#f", "ünïcødé 👍", "%41%", "x/y:z"])
    func roundTrip(value: String) throws {
        let request = AuthorizationRequest(
            endpoint: "https://idp.example/oauth2/authorize", clientID: value,
            redirectURI: "viperauth://callback?" + value, state: value, codeChallenge: Self.challenge)
        #expect(try AuthorizationRequest.parse(url: request.url) == request)
    }

    @Test("an endpoint with its own query keeps it and gains ours")
    func endpointWithQuery() throws {
        var request = Self.request
        request.endpoint = "https://idp.example/authorize?p=B2C_1_signin"
        #expect(request.url.hasPrefix("https://idp.example/authorize?p=B2C_1_signin&response_type=code&"))
        let parsed = try AuthorizationRequest.parse(url: request.url)
        #expect(parsed.clientID == "viper-auth-cli")
        #expect(parsed.endpoint == "https://idp.example/authorize")
    }

    @Test("surrounding whitespace, unknown parameters, reordering and a fragment are tolerated")
    func tolerated() throws {
        let url =
            "  https://login.viper-auth.local/authorize?scope=openid&code_challenge_method=S256"
            + "&state=af0ifjsldkj&redirect_uri=viperauth://callback&client_id=viper-auth-cli"
            + "&code_challenge=\(Self.challenge)&response_type=code#top\n"
        #expect(try AuthorizationRequest.parse(url: url) == Self.request)
    }

    static func replacing(_ name: String, with value: String?) -> String {
        let pieces = Self.request.url.split(separator: "?", maxSplits: 1)
        let kept = pieces[1].split(separator: "&").filter { !$0.hasPrefix(name + "=") }.map(String.init)
        return String(pieces[0]) + "?"
            + (kept + (value.map { ["\(name)=\($0)"] } ?? [])).joined(separator: "&")
    }

    @Test(
        "bad authorize URLs are refused with the matching error",
        arguments: [
            ("", AuthorizationRequestError.malformedURL), ("not a url", .malformedURL),
            ("https://login.viper-auth.local/authorize?state=%zz", .malformedURL),
            ("/authorize?response_type=code", .malformedURL),
            (AuthorizationRequestTests.replacing("client_id", with: nil), .missingParameter("client_id")),
            (AuthorizationRequestTests.replacing("client_id", with: ""), .missingParameter("client_id")),
            (
                AuthorizationRequestTests.replacing("redirect_uri", with: nil),
                .missingParameter("redirect_uri")
            ),
            (AuthorizationRequestTests.replacing("state", with: nil), .missingParameter("state")),
            (
                AuthorizationRequestTests.replacing("code_challenge", with: nil),
                .missingParameter("code_challenge")
            ),
            (
                AuthorizationRequestTests.replacing("code_challenge_method", with: nil),
                .missingParameter("code_challenge_method")
            ),
            (
                AuthorizationRequestTests.replacing("response_type", with: nil),
                .missingParameter("response_type")
            ),
            (AuthorizationRequestTests.replacing("response_type", with: "token"), .unsupportedResponseType),
            (
                AuthorizationRequestTests.replacing("code_challenge_method", with: "plain"),
                .unsupportedCodeChallengeMethod
            ),
            (AuthorizationRequestTests.replacing("code_challenge", with: "short"), .invalidCodeChallenge),
            (
                AuthorizationRequestTests.replacing(
                    "code_challenge", with: String(repeating: "A", count: 44)), .invalidCodeChallenge
            ),
            (AuthorizationRequestTests.request.url + "&state=second", .duplicatedParameter),
            (AuthorizationRequestTests.request.url + "&st%61te=second", .duplicatedParameter),
        ])
    func refused(url: String, error: AuthorizationRequestError) {
        #expect(throws: error) { try AuthorizationRequest.parse(url: url) }
    }

    @Test("an error prints as its case and the parameter's name (ours, never input), for developers")
    func printsAsCode() {
        #expect("\(AuthorizationRequestError.missingParameter("state"))" == #"missingParameter("state")"#)
    }
}
