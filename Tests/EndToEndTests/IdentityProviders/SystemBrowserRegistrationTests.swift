import Foundation
import TestSupport
import Testing

/// Register → "Sign in through the browser" with the system browser: `$BROWSER` is the tests'
/// browser program, which fetches the provider's login page, posts its form as a person would and
/// follows the redirect to the app's loopback listener. Each sign-in is a PBKDF2 of a demo account
/// at the product's 600,000 iterations (seconds in a debug build).
@Suite("Registration through the system browser, with a test $BROWSER, through the built binary")
struct SystemBrowserRegistrationTests {
    private static let ada = (email: "ada@viper-auth.example", password: "analytical-engine")
    private static let pin = "28461"
    private static let secrets = [ada.password, pin]

    /// The app on a new home with the test browser misbehaving as `behaviour` says, at Register's
    /// browser choice; `arguments` may name a server.
    private func startRegistering(
        _ runner: BinaryRunner, browser: BrowserProgram, behaviour: String = "sign-in",
        arguments: [String] = []
    ) throws -> RunningBinary {
        let app = try runner.start(arguments, environment: browser.environment(behaviour))
        try app.type(["register", "browser"])
        return app
    }

    @Test(
        "Cancel and Forgot password on the page read as today's; back at Register, nothing registered",
        arguments: [
            ("cancel", "Sign-in cancelled: You cancelled on the login page; this device was not registered."),
            ("forgot-password", "You chose \"Forgot password\" on the login page."),
        ])
    func pageChoices(behaviour: String, sentence: String) async throws {
        let runner = try BinaryRunner.withNewHome()
        let browser = try BrowserProgram(email: Self.ada.email, password: Self.ada.password)
        defer {
            runner.remove()
            browser.remove()
        }
        let app = try startRegistering(runner, browser: browser, behaviour: behaviour)
        try await app.read(until: sentence)
        let register = try await app.read(until: "Choose: ")
        let result = try await app.finish(typing: ["back", "quit"])

        #expect(register.contains("[browser]"), "back at Register")
        #expect(result.status == 0)
        #expect(!result.stdout.contains("New PIN"))
        #expect(
            result.stdout.hasSuffix(
                "No profiles are registered on this device yet.\n  1) Register  [register]\n  2) Quit  [quit]\nChoose: \n"
            ) || result.stdout.contains("No profiles are registered on this device yet."))
        expectNoSecrets(result, secrets: Self.secrets)
    }

    @Test("the browser signs in and comes back by itself: Create PIN, then the Dashboard, in process")
    func signInInProcess() async throws {
        let runner = try await BinaryRunner.withProviderKeys()
        let browser = try BrowserProgram(email: Self.ada.email, password: Self.ada.password)
        defer {
            runner.remove()
            browser.remove()
        }
        let app = try startRegistering(runner, browser: browser)
        try await app.read(until: "New PIN: ")
        let result = try await app.finish(typing: [Self.pin, Self.pin, "quit"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("Your PIN is set. Welcome, Ada Lovelace."))
        #expect(result.stdout.contains("Logged in as Ada Lovelace <ada@viper-auth.example>"))
        expectNoSecrets(result, secrets: Self.secrets)
    }

    @Test("the browser signs in on a `viper-auth server`'s page and comes back by itself: the Dashboard")
    func signInWithServer() async throws {
        let serverHome = try await BinaryRunner.withProviderKeys()
        let runner = try BinaryRunner.withNewHome()
        let browser = try BrowserProgram(email: Self.ada.email, password: Self.ada.password)
        let server = try serverHome.start(
            ["server", "--listen", "127.0.0.1:0", "--home", serverHome.home], addHome: false)
        defer {
            server.kill()
            runner.remove()
            serverHome.remove()
            browser.remove()
        }
        let url = try await server.read(until: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let app = try startRegistering(runner, browser: browser, arguments: ["--server", url])
        let screen = try await app.read(until: "New PIN: ")
        let result = try await app.finish(typing: [Self.pin, Self.pin, "quit"])

        #expect(url.hasPrefix("http://127.0.0.1:"))
        #expect(screen.contains(url + "/oauth2/authorize?"), "the browser is sent to the server's own page")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Logged in as Ada Lovelace <ada@viper-auth.example>"))
        expectNoSecrets(result, secrets: Self.secrets)
    }

    @Test("device: the code approved on the page in another terminal (viper-auth browser): the Dashboard")
    func deviceApproved() async throws {
        let runner = try await BinaryRunner.withProviderKeys()
        defer { runner.remove() }
        let app = try runner.start()
        try app.type(["register", "device"])
        let screen = try await app.read(until: "An empty line cancels.")
        let page = try #require(
            screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" || $0 == "," })
                .first { $0.hasPrefix("http://127.0.0.1:") && $0.contains("/oauth2/device?user_code=") })
        let approval = try await runner.run(
            ["browser", String(page)], input: ["approve", Self.ada.email, Self.ada.password], addHome: false)
        try await app.read(until: "New PIN: ")
        let result = try await app.finish(typing: [Self.pin, Self.pin, "quit"])

        #expect(approval.status == 0)
        #expect(approval.stdout.contains("Approved."))
        #expect(result.status == 0)
        #expect(result.stdout.contains("Logged in as Ada Lovelace <ada@viper-auth.example>"))
        expectNoSecrets(result, secrets: Self.secrets)
        expectNoSecrets(approval, secrets: Self.secrets)
    }

    @Test("a $BROWSER that cannot start: the URL is printed, the step goes on, an empty line cancels")
    func browserDoesNotStart() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let app = try runner.start(environment: ["BROWSER": runner.home + "/no-such-browser"])
        try app.type(["register", "browser"])
        let waiting = try await app.read(until: "/oauth2/authorize?")
        try app.type("")
        let register = try await app.read(until: "[browser]")
        let result = try await app.finish(typing: ["back", "quit"])

        #expect(waiting.contains("http://127.0.0.1:"))
        #expect(register.contains("Register"))
        #expect(result.status == 0)
        #expect(!result.stdout.contains("New PIN"))
    }
}
