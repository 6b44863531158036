import TestSupport
import Testing

/// Malformed lines are refused at the field, through the built binary: a message naming the
/// problem and the same prompt again, before anything reaches the server, and never a crash.
@Suite("Malformed input is refused at the field through the built binary")
struct MalformedInputTests {
    private static let controlMessage = "That line holds a control character (such as Escape or a tab)"

    /// The bytes of `lines`, each ended by a newline.
    private func bytes(_ lines: [String]) -> [UInt8] {
        Array(lines.map { $0 + "\n" }.joined().utf8)
    }

    @Test("escapes, a bell, NUL, bytes that are not UTF-8 and an overlong line are refused at a menu")
    func hostileLinesAtMenu() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let input =
            bytes(["\u{1B}[2J\u{7}", "\u{0}"]) + [0x66, 0xFF, 0x6F, 0x0A]
            + bytes([String(repeating: "x", count: 5000), "quit"])

        let result = try await runner.run(inputBytes: input)

        #expect(result.status == 0)
        let refusals = result.stdout.split(separator: "\n").filter { $0.hasPrefix("! ") }
        #expect(
            refusals == [
                "! \(Self.controlMessage), which Choose cannot hold. Please type it again.",
                "! \(Self.controlMessage), which Choose cannot hold. Please type it again.",
                "! That line is not valid UTF-8 text, so it cannot be used as Choose. Please type it again.",
                "! That is too long for Choose: at most 256 characters. Please type it again.",
            ])
        #expect(!result.allOutput.utf8.contains(0x1B), "an escape reached the terminal")
        #expect(!result.allOutput.utf8.contains(0x07), "a bell reached the terminal")
        #expect(result.stdout.hasSuffix("Goodbye.\n"))
    }

    @Test("sign-up checks each field as it is entered: the name at once, the email before the password")
    func signUpFieldByField() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(
            input: [
                "register", "signup", "Eve\u{1B}[2J\u{7}Mallory", "   ", "signup", "Eve", "not-an-email",
                "eve@example.org", "short",
            ])

        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "Full name: \n! \(Self.controlMessage), which Full name cannot hold. Please type it again.\n"
                    + "Full name: \n\nRegister\n"))
        #expect(
            result.stdout.contains(
                "Email: \n! Enter a valid email address, such as name@example.com.\nEmail: \nPassword: \n"
                    + "! The password must be at least 8 characters long.\nPassword: "))
        #expect(!result.allOutput.utf8.contains(0x1B))
    }

    @Test(
        "sign in: an email of the wrong shape is asked again; a wrong pair says so once and asks from the email"
    )
    func signInAsksAgainFromEmail() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(
            input: [
                "register", "signin", "ada", "ada@viper-auth.example", "not-her-password", "", "back", "quit",
            ])

        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "Email: \n! Enter a valid email address, such as name@example.com.\nEmail: \nPassword: \n"
                    + "! Sign-in failed: The email or password is incorrect.\n! Check both and try again.\n"
                    + "Email: \n\nRegister\n"))
        #expect(!result.allOutput.contains("not-her-password"))
    }

    @Test("two-step: an answer that is not six digits costs no try; an empty line then cancels")
    func twoStepMalformedAnswer() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(
            input: [
                "register", "twostep", "ada@viper-auth.example", "analytical-engine", "12", "abcdef",
                "1234567",
                "", "back", "quit",
            ])

        #expect(result.status == 0)
        let refusals = result.stdout.split(separator: "\n").filter {
            $0 == "! The code is 6 digits, as shown above. Type it again."
        }
        #expect(refusals.count == 3)
        #expect(!result.stdout.contains("Wrong code"))
        #expect(result.stdout.contains("Cancelled: this device was not registered."))
    }

    @Test("a password authenticator's password follows the account password rules")
    func authenticatorPasswordRules() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(
            input: [
                "authenticators", "register", "password", Journey.pin, "short", "1234567", "", "back", "quit",
            ])

        #expect(result.status == 0)
        let refusals = result.stdout.split(separator: "\n").filter {
            $0 == "! The password must be at least 8 characters long."
        }
        #expect(refusals.count == 2)
        #expect(result.stdout.contains("Registration cancelled: no authenticator was added."))
        #expect(!result.stdout.contains("The password authenticator is registered."))
    }

    @Test(
        "the browser's account page checks the email's shape and asks again from the email after a wrong pair"
    )
    func browserPageAsksAgain() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(
            ["browser", "--home", runner.home, "--code"],
            input: ["ada", "ada@viper-auth.example", "not-her-password", ""], addHome: false)

        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "Email: \n! Enter a valid email address, such as name@example.com.\nEmail: \nPassword: \n"))
        #expect(result.stdout.hasSuffix("Email: \nNo code was issued.\n"))
        #expect(!result.allOutput.contains("not-her-password"))
    }
}
