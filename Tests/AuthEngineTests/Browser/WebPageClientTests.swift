import TestSupport
import Testing

@testable import AuthEngine

@Suite(
    "Pages visited over HTTP: addresses, the provider's login form posted, the redirect to a loopback listener"
)
struct WebPageClientTests {
    @Test(
        "addresses read and resolve as a browser resolves a form's action and a redirect",
        arguments: [
            ("http://127.0.0.1:8720/oauth2/authorize?a=1#frag", "/x", "http://127.0.0.1:8720/x"),
            ("http://127.0.0.1:8720/oauth2/authorize?a=1", "", "http://127.0.0.1:8720/oauth2/authorize?a=1"),
            ("http://127.0.0.1:8720/oauth2/authorize", "?b=2", "http://127.0.0.1:8720/oauth2/authorize?b=2"),
            ("http://127.0.0.1:8720/oauth2/authorize", "device", "http://127.0.0.1:8720/oauth2/device"),
            ("http://127.0.0.1:8720/a", "//localhost:9/cb?x", "http://localhost:9/cb?x"),
            ("http://127.0.0.1:8720/a", "http://[::1]:5000", "http://[::1]:5000/"),
        ])
    func resolving(base: String, reference: String, resolved: String) throws {
        let address = try #require(WebAddress(base))
        #expect(address.resolving(reference)?.description == resolved)
    }

    @Test("what is not a plain-HTTP address is none, and only this machine's addresses are loopback")
    func notAddresses() {
        for text in [
            "https://example.com/", "viperauth://callback?code=1", "http://", "http://a b/", "/relative",
        ] {
            #expect(WebAddress(text) == nil, "\(text)")
        }
        #expect(WebAddress("http://127.0.0.1:8720/")?.resolving("viperauth://callback?code=1") == nil)
        #expect(WebAddress("http://127.0.0.1:5000/callback")?.isLoopback == true)
        #expect(WebAddress("http://LOCALHOST:5000/callback")?.isLoopback == true)
        #expect(WebAddress("http://[::1]:5000/callback")?.isLoopback == true)
        #expect(WebAddress("http://127.0.0.2:5000/callback")?.isLoopback == false)
        #expect(WebAddress("http://example.com/callback")?.isLoopback == false)
    }

    @Test(
        "the provider's login page over HTTP: a wrong password shows the page again, the right one redirects to the listener, which takes the code"
    )
    func signInOverHTTP() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let provider = try HTTPServer.start(
                configuration: HTTPServerConfiguration(address: .loopback(port: 0)), logger: { _ in },
                handler: { [server = fixture.server] in await server.handle($0) })
            let state = OpenIDSignIn.makeState()
            let listener = try LoopbackRedirectListener.start(expectedState: state, timeLimit: .seconds(60))
            let query = FormFields(
                fixture.authorizeParameters(redirectURI: listener.redirectURI, ["state": state]))
            let address = try #require(WebAddress("\(provider.url)/oauth2/authorize?\(query.encoded)"))
            let client = WebPageClient()

            guard case .page(200, let page) = try await client.get(address), let form = page.form else {
                Issue.record("no login page")
                return
            }
            let signIn = try #require(form.button(valued: "sign-in"))
            let wrong = try await client.submit(
                form, of: address, pressing: signIn,
                typed: ["email": OpenIDFixture.email, "password": "wrong"])
            guard case .page(200, let again)? = wrong, let retry = again.form else {
                Issue.record("the page did not come again: \(String(describing: wrong))")
                return
            }
            #expect(again.alert == "The email or password is incorrect.")
            let right = try await client.submit(
                retry, of: address, pressing: signIn,
                typed: ["email": OpenIDFixture.email, "password": OpenIDFixture.password])
            guard case .redirect(303, let location)? = right, let back = address.resolving(location) else {
                Issue.record("no redirect: \(String(describing: right))")
                return
            }
            #expect(back.isLoopback)
            guard case .page(200, _) = try await client.get(back) else {
                Issue.record("the listener refused the redirect")
                return
            }
            guard case .code = await listener.outcome() else {
                Issue.record("the listener did not take a code")
                return
            }
            await provider.stop()
        }
    }
}
