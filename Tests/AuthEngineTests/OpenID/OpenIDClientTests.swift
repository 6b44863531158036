import Foundation
import Glibc
import TestSupport
import Testing

@testable import AuthEngine

@Suite("OpenID clients: redirect URIs and the clients file")
struct OpenIDClientTests {
    let demo = OpenIDClientRegistry.standard[OpenIDClientRegistry.demoClientID]!
    let app = OpenIDClientRegistry.standard[BrowserLogin.clientID]!

    @Test(
        "a public client's loopback redirect URI matches on any port, and nothing else differs",
        arguments: [
            ("http://127.0.0.1/callback", true), ("http://127.0.0.1:5000/callback", true),
            ("http://127.0.0.1:65535/callback", true), ("http://[::1]:8080/callback", true),
            ("http://127.0.0.1:5000/callbacK", false), ("http://127.0.0.1:5000/callback/", false),
            ("http://127.0.0.1:5000/callback?x=1", false), ("http://127.0.0.1:5000/callback#f", false),
            ("http://user@127.0.0.1:5000/callback", false), ("http://127.0.0.1:65536/callback", false),
            ("http://127.0.0.1:/callback", false), ("http://127.0.0.1.evil.example/callback", false),
            ("https://127.0.0.1:5000/callback", false), ("http://localhost:5000/callback", false),
            ("http://127.0.0.2:5000/callback", false),
        ])
    func loopbackPorts(uri: String, accepted: Bool) {
        #expect(demo.acceptsRedirectURI(uri) == accepted)
    }

    @Test("a non-loopback redirect URI matches byte for byte only")
    func exactMatch() {
        #expect(app.acceptsRedirectURI("viperauth://callback"))
        #expect(!app.acceptsRedirectURI("viperauth://callback/"))
        #expect(!app.acceptsRedirectURI("viperauth://Callback"))
        let web = OpenIDClient(id: "web", redirectURIs: ["https://app.example/cb"])
        #expect(!web.acceptsRedirectURI("https://app.example:444/cb"))
    }

    @Test("a confidential client's loopback redirect URI does not float")
    func confidentialLoopbackIsExact() {
        let client = OpenIDClient(
            id: "c", secret: "sixteen-chars-or-more", redirectURIs: ["http://127.0.0.1:9000/cb"])
        #expect(client.acceptsRedirectURI("http://127.0.0.1:9000/cb"))
        #expect(!client.acceptsRedirectURI("http://127.0.0.1:9001/cb"))
        #expect(client.hasSecret("sixteen-chars-or-more"))
        #expect(!client.hasSecret("sixteen-chars-or-moreX"))
        #expect(!demo.hasSecret(""))
    }

    @Test("the clients file is read with RFC 7591's names; defaults are RS256 and every grant")
    func parsesFile() throws {
        let json = #"""
            {"clients": [
              {"client_id": "site", "client_secret": "a-long-enough-secret", "redirect_uris": ["https://site.example/cb"]},
              {"client_id": "tool", "redirect_uris": ["http://127.0.0.1/cb"], "grant_types": ["authorization_code"],
               "id_token_signed_response_alg": "EdDSA"}
            ]}
            """#
        let registry = try OpenIDClientRegistry.parse(Array(json.utf8))
        let site = try #require(registry["site"])
        #expect(site.isConfidential && site.idTokenSigningAlgorithm == "RS256")
        #expect(
            site.grantTypes == [
                "authorization_code", "refresh_token", "urn:ietf:params:oauth:grant-type:device_code",
            ])
        let tool = try #require(registry["tool"])
        #expect(
            !tool.isConfidential && tool.idTokenSigningAlgorithm == "EdDSA"
                && !tool.allows(grantType: "refresh_token"))
    }

    @Test(
        "a clients file entry that breaks a rule is refused, naming the field",
        arguments: [
            (#"{"clients":[{"client_id":"x","redirect_uris":[]}]}"#, "clients.0.redirect_uris"),
            (
                #"{"clients":[{"client_id":"x","client_secret":"short","redirect_uris":["https://a/cb"]}]}"#,
                "clients.0.client_secret"
            ),
            (
                #"{"clients":[{"client_id":"x","redirect_uris":["https://a/cb#frag"]}]}"#,
                "clients.0.redirect_uris"
            ),
            (
                #"{"clients":[{"client_id":"x","redirect_uris":["https://a/cb"],"grant_types":["password"]}]}"#,
                "clients.0.grant_types"
            ),
            (
                #"{"clients":[{"client_id":"x","redirect_uris":["https://a/cb"],"id_token_signed_response_alg":"HS256"}]}"#,
                "clients.0.id_token_signed_response_alg"
            ),
            (#"{"clients":[{"client_id":"","redirect_uris":["https://a/cb"]}]}"#, "clients.0.client_id"),
            (#"{"client":[]}"#, "clients"),
        ])
    func refusesBadEntries(json: String, field: String) {
        #expect {
            try OpenIDClientRegistry.parse(Array(json.utf8))
        } throws: { error in
            guard case .invalid(let detail) = error as? OpenIDClientsFileError else { return false }
            return detail.contains(field)
        }
    }

    @Test("a clients file others can read is refused; the owner's alone is read")
    func filePermissions() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/clients.json"
            let json = #"{"clients":[{"client_id":"x","redirect_uris":["https://a/cb"]}]}"#
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o644)
            #expect(throws: OpenIDClientsFileError.tooOpen(path: path)) {
                try OpenIDClientRegistry.load(path: path)
            }
            chmod(path, 0o600)
            #expect(try OpenIDClientRegistry.load(path: path)["x"] != nil)
            #expect(throws: OpenIDClientsFileError.unreadable(path: path + "x", errno: ENOENT)) {
                try OpenIDClientRegistry.load(path: path + "x")
            }
        }
    }
}
