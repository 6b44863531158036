import TestSupport
import Testing

@testable import AuthEngine

/// The client's side of the code flow against the in-process provider: the authorize URL, the
/// redirect through a real loopback listener, the exchange at the token endpoint.
@Suite("The OpenID sign-in client: authorize URL, loopback redirect, code exchange")
struct OpenIDSignInClientTests {
    private static func signIn(redirectURI: String, state: String = OpenIDSignIn.makeState()) -> OpenIDSignIn
    {
        OpenIDSignIn(
            authorizeEndpoint: "http://127.0.0.1:8720/oauth2/authorize", clientID: "demo-cli",
            redirectURI: redirectURI, state: state)
    }

    @Test(
        "the authorize URL asks for a code with S256, state, nonce and scope; each sign-in's values are fresh"
    )
    func authorizeURL() throws {
        let first = Self.signIn(redirectURI: "http://127.0.0.1:5000/callback")
        let second = Self.signIn(redirectURI: "http://127.0.0.1:5000/callback")
        let parameters = OpenIDFixture.queryParameters(first.url)
        #expect(first.url.hasPrefix("http://127.0.0.1:8720/oauth2/authorize?response_type=code&"))
        #expect(parameters["client_id"] == "demo-cli")
        #expect(parameters["redirect_uri"] == "http://127.0.0.1:5000/callback")
        #expect(parameters["scope"] == "openid email")
        #expect(parameters["state"] == first.state && parameters["nonce"] == first.nonce)
        #expect(parameters["code_challenge_method"] == "S256")
        #expect(parameters["code_challenge"] == (try PKCE.challenge(for: first.codeVerifier)))
        #expect(!first.url.contains(first.codeVerifier))
        #expect(!String(describing: first).contains(first.codeVerifier))
        #expect(first.state != second.state && first.nonce != second.nonce)
        #expect(first.codeVerifier != second.codeVerifier)
        #expect(first.state.count >= 22 && first.nonce.count >= 22)
    }

    @Test("a sign-in through the loopback listener ends with tokens whose ID token carries the nonce")
    func loopbackSignIn() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let state = OpenIDSignIn.makeState()
            let listener = try LoopbackRedirectListener.start(expectedState: state, timeLimit: .seconds(60))
            let signIn = Self.signIn(redirectURI: listener.redirectURI, state: state)

            let query = String(try #require(signIn.url.split(separator: "?", maxSplits: 1).last))
            let page = await fixture.server.handle(
                EngineRequest(method: .get, path: "/oauth2/authorize", rawQuery: query))
            #expect(page.status == 200)
            let redirect = await fixture.submit(page)
            #expect(redirect.status == 303)
            let location = try #require(redirect.header("Location"))
            #expect(location.hasPrefix(listener.redirectURI + "?"))

            let target = String(location.dropFirst("http://127.0.0.1:\(listener.address.port)".count))
            let port = listener.address.port
            let answer = await onOwnThread { () -> Int? in
                let connection = RawConnection(port: port)
                connection?.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                return connection?.readResponse()?.status
            }
            #expect(answer == 200)
            guard case .code(let code) = await listener.outcome() else {
                Issue.record("the listener handed on no code")
                return
            }

            let tokens = try await OpenIDTokenExchange.exchange(
                code, for: signIn, over: InProcessTransport(server: fixture.server))
            let (_, claims) = try TokenEndpointTests.verifiedIDToken(tokens.idToken.unredactedValue)
            #expect(claims["nonce"] == .string(signIn.nonce))
            #expect(claims["aud"] == .string("demo-cli"))
            #expect(tokens.expiresIn == 900 && tokens.refreshToken != nil)
            #expect(!String(describing: tokens).contains(tokens.accessToken.unredactedValue))

            await #expect(throws: OpenIDTokenExchangeError.refused(code: "invalid_grant")) {
                try await OpenIDTokenExchange.exchange(
                    code, for: signIn, over: InProcessTransport(server: fixture.server))
            }
        }
    }

    @Test("a verifier other than the sign-in's is refused by the token endpoint")
    func wrongVerifier() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let code = try await fixture.code()
            let stranger = Self.signIn(redirectURI: "http://127.0.0.1:5000/callback")
            await #expect(throws: OpenIDTokenExchangeError.refused(code: "invalid_grant")) {
                try await OpenIDTokenExchange.exchange(
                    RedactedToken(code), for: stranger, over: InProcessTransport(server: fixture.server))
            }
        }
    }

    @Test("an answer that is not a token response is malformed, not a crash")
    func malformedAnswer() async throws {
        let signIn = Self.signIn(redirectURI: "http://127.0.0.1:5000/callback")
        for answer in [
            EngineResponse(status: 200, body: Array("not json".utf8)),
            EngineResponse(status: 200, body: Array(#"{"access_token":"a","token_type":"Bearer"}"#.utf8)),
            EngineResponse(status: 502, body: Array("<html>".utf8)),
            EngineResponse(status: 400, body: Array(#"{"error":"\u001b[2J"}"#.utf8)),
        ] {
            await #expect(throws: OpenIDTokenExchangeError.malformedResponse(status: answer.status)) {
                try await OpenIDTokenExchange.exchange(
                    RedactedToken("c"), for: signIn, over: FixedAnswerTransport(answer: answer))
            }
        }
    }
}

/// A transport whose server always gives the same answer.
private struct FixedAnswerTransport: EngineTransport {
    let answer: EngineResponse

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse { answer }
}
