import Foundation
import TestSupport
import Testing

/// `viper-auth browser URL` given the OpenID provider's own login page, against a spawned
/// `viper-auth server`: the page's form asked on the terminal and posted over HTTP, with no home.
@Suite("viper-auth browser over the provider's HTML login page, through the built binary")
struct ProviderPageStandInTests {
    private static let ada = (email: "ada@viper-auth.example", password: "analytical-engine")

    /// The authorize URL of the app's client, returning to `redirectURI`.
    private static func authorizeURL(server: String, redirectURI: String) -> String {
        let redirect = redirectURI.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? redirectURI
        return
            "\(server)/oauth2/authorize?response_type=code&client_id=viper-auth-cli&redirect_uri=\(redirect)"
            + "&scope=openid%20email&state=st-1&nonce=n-1&code_challenge_method=S256"
            + "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGjSx_7Qtc"
    }

    /// `viper-auth browser` on the authorize URL returning to `redirectURI`, against a server
    /// spawned on a home of its own, fed `input`; the server is stopped and its home removed after.
    private static func browse(redirectURI: String, input: [String]) async throws -> BinaryResult {
        let serverHome = try BinaryRunner.withNewHome()
        let (server, url) = try await TwoDevices.startServer(home: serverHome)
        defer {
            server.kill()
            serverHome.remove()
        }
        return try await serverHome.run(
            ["browser", authorizeURL(server: url, redirectURI: redirectURI)], input: input, addHome: false)
    }

    @Test(
        "a wrong password shows the page's sentence and asks again; a redirect to the app's own URI is printed to paste"
    )
    func signInToPaste() async throws {
        let page = try await Self.browse(
            redirectURI: "viperauth://callback",
            input: ["signin", Self.ada.email, "not-the-password", Self.ada.email, Self.ada.password])

        #expect(page.status == 0)
        #expect(page.stdout.contains("viper-auth login page"))
        #expect(page.stdout.contains("! The page says: The email or password is incorrect."))
        #expect(page.stdout.contains("Signed in. The browser now goes to:\nviperauth://callback?code="))
        #expect(page.stdout.contains("Paste that address into the app."))
        expectNoSecrets(page, secrets: [Self.ada.password, "not-the-password"])
    }

    @Test(
        "a redirect to a loopback port nobody listens on: the app is no longer waiting, exit 1, no code printed"
    )
    func loopbackNobodyListens() async throws {
        let page = try await Self.browse(redirectURI: "http://127.0.0.1:1/callback", input: ["cancel"])

        #expect(page.status == 1)
        #expect(
            page.stderr
                == "viper-auth: The app is no longer waiting for this sign-in. Start it again in the app.\n")
        #expect(!page.allOutput.contains("code="))
    }

    @Test("a provider that does not answer: one line on stderr, exit 1")
    func unreachable() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let page = try await runner.run(
            ["browser", "http://127.0.0.1:1/oauth2/authorize?client_id=x"], input: [], addHome: false)

        #expect(page.status == 1)
        #expect(page.stderr == "viper-auth: The sign-in page could not be reached.\n")
    }
}
