import Testing

@testable import AuthEngine

/// What the `openid-messages` fuzz target (docs/FUZZING.md) found once it checked an endpoint's
/// path byte by byte: `OpenIDProviderMetadata.path(of:)` cut the query and fragment off a
/// discovery document's URLs a Character (grapheme cluster) at a time, so a `?` followed by a
/// combining mark was one Character, not `?`, and the query stayed in the path the client then
/// sent its requests to. `EngineRequest(target:)` split a target at `?` the same way. Both read
/// the URL's delimiters as bytes now.
@Suite("Fuzz regressions: an endpoint's path ends at its query, whatever follows the ?")
struct EndpointPathFuzzRegressionTests {
    /// The discovery document as found: its token endpoint has a query that starts with U+0300.
    static let found =
        #"{"authorization_endpoint":"http://id.example/oauth2/authorize","#
        + #""claims_supported":["iss","sub","aud","exp","iat","auth_time","nonce","at_hash","email","#
        + #""name"],"code_challenge_methods_supported":["S256"],"#
        + #""device_authorization_endpoint":"http://id.example/oauth2/device_authorization","#
        + #""grant_types_supported":["authorization_code","refresh_token","#
        + #""urn:ietf:params:oauth:grant-type:device_code"],"#
        + #""id_token_signing_alg_values_supported":["RS256","EdDSA"],"#
        + #""introspection_endpoint":"http://id.example/oauth2/introspect","#
        + #""introspection_endpoint_auth_methods_supported":[],"issuer":"http://id.example","#
        + #""jwks_uri":"http://id.example/oauth2/jwks","response_modes_supported":["query"],"#
        + #""response_types_supported":["code"],"#
        + #""revocation_endpoint":"http://id.example/oauth2/revoke","#
        + #""revocation_endpoint_auth_methods_supported":["none"],"scopes_supported":["openid","#
        + #""profile","email"],"subject_types_supported":["publi+"],"#
        + #""token_endpoint":"http://id.example/oauth2/token?\#u{300}xprs_tmo#top","#
        + #""token_endpoint_auth_methods_supported":["none"],"#
        + #""userinfo_endpoint":"http://id.example/oauth2/userinfo"}"#

    @Test("the token endpoint of the document the fuzzer found is its path, without the query")
    func found() throws {
        let document = try #require(try JSONValue.parse(Array(Self.found.utf8)).objectValue)
        let metadata = try #require(OpenIDProviderMetadata(document))
        #expect(metadata.tokenPath == "/oauth2/token")
        #expect(metadata.jwksPath == "/oauth2/jwks")
    }

    @Test(
        "a combining mark after a delimiter does not hide it",
        arguments: [
            ("http://id.example/a?\u{301}b", "/a"),
            ("http://id.example/a#\u{301}b", "/a"),
            ("http://id.example/a?x\u{301}#y", "/a"),
            ("http://id.example/\u{301}a", "/\u{301}a"),
            ("https://id.example:8443/a/\u{301}?q", "/a/\u{301}"),
        ])
    func delimiters(url: String, path: String) {
        #expect(OpenIDProviderMetadata.path(of: url) == path)
    }

    @Test("a request target is split at its first ?, whatever follows it")
    func requestTarget() {
        let request = EngineRequest(method: .get, target: "/oauth2/device?\u{301}user_code=A")
        #expect(request.path == "/oauth2/device")
        #expect(request.rawQuery == "\u{301}user_code=A")
        #expect(request.target == "/oauth2/device?\u{301}user_code=A")
    }
}
