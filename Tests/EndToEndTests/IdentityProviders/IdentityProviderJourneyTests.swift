import Foundation
import TestSupport
import Testing

/// The registration paths through the built binary. Each password check here is a PBKDF2 of a
/// demo account at the product's 600,000 iterations (seconds in a debug build), so only the browser,
/// two-step and stateless journeys sign in; the others stop before a password is checked.
@Suite("Identity providers through the built binary")
struct IdentityProviderJourneyTests {
    private static let ada = (email: "ada@viper-auth.example", password: "analytical-engine")
    private static let grace = (email: "grace@viper-auth.example", password: "compiler-1952")
    private static let pin = "28461"
    private static let secrets = [ada.password, grace.password, pin]

    /// The authorize URL on the browser screen, the listener's redirect URI, and the whole screen.
    private func browserScreen(in run: RunningBinary) async throws -> (
        url: String, redirectURI: String, screen: String
    ) {
        let screen = try await run.read(until: "Redirect URL: ")
        let lines = screen.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }
        guard
            let url = lines.first(where: {
                $0.hasPrefix("http://127.0.0.1:") && $0.contains("/oauth2/authorize?")
            }),
            let pasteLine = lines.first(where: { $0.hasPrefix("You may also paste the address") }),
            let start = pasteLine.firstRange(of: "(http://")?.lowerBound,
            let end = pasteLine.firstRange(of: "/callback")?.upperBound
        else { throw RunningBinaryError.missing("authorize URL", output: screen) }
        return (url, String(pasteLine[pasteLine.index(after: start)..<end]), screen)
    }

    @Test(
        "browser: the app serves the login page, the browser signs in there and comes back by itself; then the PIN"
    )
    func browserRegistration() async throws {
        let runner = try await BinaryRunner.withProviderKeys()
        defer { runner.remove() }
        let app = try runner.start()
        try app.type(["register", "browser"])
        let (url, _, screen) = try await browserScreen(in: app)
        try app.type(["not a redirect"])
        _ = try await app.read(until: "! Not a redirect")

        let landing = await TestBrowser(email: Self.ada.email, password: Self.ada.password).signIn(at: url)
        _ = try await app.read(until: "New PIN: ")
        let result = try await app.finish(typing: [Self.pin, Self.pin, "quit"])

        #expect(
            screen.contains(
                "Or sign in in a second terminal: viper-auth browser --home '\(runner.home)' '\(url)'"))
        #expect(landing?.status == 200)
        #expect(result.status == 0)
        #expect(result.stdout.contains("! Not a redirect: That is not a web address."))
        #expect(result.stdout.contains("Your PIN is set. Welcome, Ada Lovelace."))
        #expect(result.stdout.contains("Logged in as Ada Lovelace <ada@viper-auth.example>"))
        expectNoSecrets(result, secrets: Self.secrets)
    }

    @Test(
        "browser: a pasted redirect of another attempt (wrong state) is refused; the page's cancel reads as a cancel"
    )
    func browserRefusals() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let app = try runner.start()
        try app.type(["register", "browser"])
        let (firstURL, redirectURI, _) = try await browserScreen(in: app)
        try app.type([redirectURI + "?code=c0de&state=not-this-attempt", "browser"])
        let (secondURL, _, _) = try await browserScreen(in: app)
        let cancelled = await TestBrowser(email: Self.ada.email, password: "").signIn(
            at: secondURL, action: "cancel")
        _ = try await app.read(until: "Sign-in cancelled")
        let result = try await app.finish(typing: ["back", "quit"])

        #expect(cancelled?.status == 200)
        #expect(firstURL != secondURL)
        #expect(
            result.stdout.contains(
                "! Redirect refused: This redirect belongs to a different sign-in attempt (its state does not match)."
            ))
        #expect(
            result.stdout.contains(
                "! Sign-in cancelled: You cancelled on the login page; this device was not registered."))
        #expect(result.status == 0)
        #expect(!result.stdout.contains("Create your PIN"))
    }

    @Test("device: the page and the code shown; an empty line cancels and nothing is registered")
    func deviceCancelled() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(input: ["register", "device", "", "back", "quit"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("On any device with a browser, open:"))
        #expect(result.stdout.contains("and enter the code: "))
        #expect(result.stdout.contains("Cancelled: this device was not registered."))
    }

    @Test(
        "two-step: the challenge code is shown, a wrong answer shows the status, the right one leads to the PIN"
    )
    func twoStep() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let app = try runner.start()
        try app.type(["register", "twostep", Self.grace.email, Self.grace.password])
        let challenge = try await app.read(until: "Code: ")
        guard let codeRange = challenge.range(of: "Your confirmation code is ") else {
            throw RunningBinaryError.missing("challenge code", output: challenge)
        }
        let code = String(challenge[codeRange.upperBound...].prefix { $0.isNumber })

        try app.type([code == "000000" ? "111111" : "000000"])
        let retry = try await app.read(until: "Code: ")
        let result = try await app.finish(typing: [code, Self.pin, Self.pin, "quit"])

        #expect(code.count == 6)
        #expect(retry.contains("! Wrong code, 2 tries left."))
        #expect(retry.contains("Your confirmation code is \(code)."))
        #expect(result.status == 0)
        #expect(result.stdout.contains("Your PIN is set. Welcome, Grace Hopper."))
        #expect(result.stdout.contains("Logged in as Grace Hopper <grace@viper-auth.example>"))
        expectNoSecrets(result, secrets: Self.secrets)
    }

    @Test("stateless: the dashboard without a PIN lists only what it can do, from 1, and nothing is stored")
    func stateless() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(
            input: ["register", "stateless", Self.ada.email, Self.ada.password, "idtoken", "logout", "quit"])
        let next = try await runner.run(input: ["quit"])

        #expect(result.status == 0)
        let notice =
            "Stateless session: no PIN and nothing stored on this device; it ends when you log out or quit."
        let menu = try #require(PrintedMenu(in: result.stdout, after: notice))
        #expect(menu.items.map(\.number) == Array(1...menu.items.count), "numbered on its own, from 1")
        let expectedInOrder = [
            "Stateless session",
            "Logged in as Ada Lovelace <ada@viper-auth.example>",
            notice,
            menu.unknownChoiceMessage,
            "Logged out.",
            "No profiles are registered on this device yet.",
        ]
        var rest = Substring(result.stdout)
        for line in expectedInOrder {
            guard let range = rest.range(of: line) else {
                Issue.record("missing, or out of order: \(line)\n--- output ---\n\(result.stdout)")
                return
            }
            rest = rest[range.upperBound...]
        }
        #expect(!result.stdout.contains("Create your PIN"))
        #expect(!result.stdout.contains("[idtoken]") && !result.stdout.contains("Needs a profile"))
        #expect(next.stdout.contains("No profiles are registered on this device yet."))
        expectNoSecrets(result, next, secrets: Self.secrets)
    }

    @Test("one-time code: says where a code comes from; a made-up code is refused and asked again")
    func oneTimeCodeRefused() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(input: ["register", "code", "made-up", "", "back", "quit"])

        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "Get a code in a second terminal with: viper-auth browser --code --home '\(runner.home)'"))
        #expect(
            result.stdout.contains(
                "! Invalid code: This registration code is not valid, was already used, or has expired."))
        #expect(result.stdout.contains("Registration code: \n! Invalid code"))
    }

    @Test("one-time code: the account page gives a code, the app registers with it and a PIN")
    func oneTimeCodeRegisters() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let page = try await runner.run(
            ["browser", "--home", runner.home, "--code"], input: [Self.grace.email, Self.grace.password],
            addHome: false)
        #expect(page.status == 0)
        let lines = page.stdout.split(separator: "\n").map(String.init)
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("Your one-time registration code") }),
            lines.indices.contains(heading + 1)
        else {
            Issue.record("no code on the account page:\n\(page.stdout)")
            return
        }
        let code = lines[heading + 1]

        let result = try await runner.run(input: ["register", "code", code, Self.pin, Self.pin, "quit"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Create your PIN"))
        #expect(result.stdout.contains("Logged in as Grace Hopper <grace@viper-auth.example>"))
        let reused = try await runner.run(input: ["logout", "register", "code", code, "", "back", "quit"])
        #expect(reused.stdout.contains("! Invalid code"), "a code works once")
        expectNoSecrets(page, result, secrets: Self.secrets)
    }
}
