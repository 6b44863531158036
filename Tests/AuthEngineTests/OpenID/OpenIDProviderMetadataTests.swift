import TestSupport
import Testing

@testable import AuthEngine

/// The registering client's reading of the discovery document: paths of absolute URLs, and a
/// document it cannot use refused as an untrusted answer.
@Suite("The client's reading of the provider's discovery document")
struct OpenIDProviderMetadataTests {
    @Test(
        "an endpoint's path is taken from an absolute http(s) URL, without its query",
        arguments: [
            ("https://auth.example/oauth2/token", "/oauth2/token"),
            ("http://127.0.0.1:8720/oauth2/jwks?x=1", "/oauth2/jwks"),
            ("HTTPS://auth.example", "/"),
            ("https://auth.example/a#b", "/a"),
        ])
    func pathOfURL(url: String, path: String) {
        #expect(OpenIDProviderMetadata.path(of: url) == path)
    }

    @Test(
        "anything but an absolute http(s) URL has no path",
        arguments: ["/oauth2/token", "ftp://auth.example/x", "https://", "https:///oauth2/token", ""])
    func notAnEndpoint(url: String) {
        #expect(OpenIDProviderMetadata.path(of: url) == nil)
    }

    @Test("the in-process provider's document names its issuer and its endpoints' paths")
    func inProcessDocument() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let provider = try await harness.client.discoverProvider()
        #expect(provider.issuer == harness.server.configuration.issuer)
        #expect(provider.tokenPath == "/oauth2/token" && provider.jwksPath == "/oauth2/jwks")
        #expect(provider.deviceAuthorizationPath == "/oauth2/device_authorization")
        #expect(provider.authorizationEndpoint == provider.issuer + "/oauth2/authorize")
    }

    @Test(
        "a server with no document, or one that is not the provider's, stops the flow before the browser",
        arguments: [
            (EngineResponse(status: 404), AuthError.rejected(.unsupportedRequest)),
            (EngineResponse(status: 503), AuthError.serverUnavailable),
            (EngineResponse(status: 200, body: Array("<html>".utf8)), AuthError.serverNotTrusted),
            (
                EngineResponse(status: 200, body: Array(#"{"issuer":"https://a.example"}"#.utf8)),
                AuthError.serverNotTrusted
            ),
        ])
    func unusableDocument(answer: EngineResponse, expected: AuthError) async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let responder = ProviderResponder()
        let client = try harness.client(transport: DiscoveryAnswer(answer: answer))
        await #expect(throws: expected) {
            try await client.registerWithOpenIDProvider(
                redirectURI: "http://127.0.0.1:5000/callback", state: "s", pagesURL: nil, responder: responder
            )
        }
        await #expect(throws: expected) { try await client.registerWithDeviceCode(responder: responder) }
        #expect(responder.received == [])
    }
}

/// A server whose every answer is `answer`.
private struct DiscoveryAnswer: EngineTransport {
    let answer: EngineResponse

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse { answer }
}
