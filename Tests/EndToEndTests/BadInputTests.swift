import Foundation
import TestSupport
import Testing

@Suite("Bad input at every menu and form of the core journey")
struct BadInputTests {
    @Test("garbage at the dashboard, welcome and register menus gets a message and the same prompt again")
    func garbageAtMenus() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let result = try await runner.run(
            input: ["nonsense", "logout", "9", "", "register", "xyz", "back", "quit"])
        #expect(result.status == 0)
        let out = result.stdout
        let dashboard = try #require(PrintedMenu(in: out, after: "Dashboard\n"))
        #expect(out.contains(dashboard.unknownChoiceMessage + "\nChoose: "))
        #expect(out.contains("! Please choose 1–3, or type a keyword such as \"login\".\nChoose: "))
        #expect(out.contains("! Please choose 1–8, or type a keyword such as \"signin\".\nChoose: "))
        #expect(out.hasSuffix("Goodbye.\n"))
    }

    @Test("each sign-up rule broken gets its own message, at its field, before anything reaches the server")
    func signUpValidation() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let result = try await runner.run(
            input: [
                "register", "signup", "Ada", "not-an-email", "ada@example.org", "short", "long-enough",
                "other",
            ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Enter a valid email address, such as name@example.com."))
        #expect(result.stdout.contains("The password must be at least 8 characters long."))
        #expect(result.stdout.contains("The passwords do not match."))
        #expect(!result.allOutput.contains("short\n"))
    }

    @Test("a PIN that breaks the policy, or a confirmation that differs, is asked for again")
    func pinPolicyAndMismatch() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let result = try await runner.run(
            input: Journey.signUp().dropLast(2) + [
                "12345", "1111a", Journey.pin, "28462", Journey.pin, Journey.pin, "quit",
            ])
        #expect(result.status == 0)
        let out = result.stdout
        #expect(out.contains("! The PIN cannot be a run of consecutive digits, such as 12345 or 54321."))
        #expect(out.contains("! The PIN may contain only the digits 0 to 9."))
        #expect(out.contains("The PINs do not match."))
        #expect(out.contains("Your PIN is set."))
        for secret in Journey.secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed")
        }
    }

    @Test("a home that cannot be used shows the error with Retry only; input ending there exits 1")
    func startFailure() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let blocker = runner.home + "/file"
        _ = FileManager.default.createFile(atPath: blocker, contents: Data())
        let result = try await runner.run(
            ["--home", blocker + "/home"], input: ["bogus", "retry"], addHome: false)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Start-up"))
        #expect(result.stdout.contains("  1) Retry  [retry]"))
        #expect(result.stdout.contains("! Please type 1 or \"retry\".\nChoose: "))
    }
}
