import TestSupport
import Testing

/// The Authenticators and Profile screens through the built binary, each on a copy of the
/// prepared home (signed in as `Journey.email`, PIN `Journey.pin`).
@Suite("Authenticators and Profile through the built binary")
struct AuthenticatorsAndProfileTests {
    private static let authenticatorPassword = "blue-heron-42"
    private static let newPin = "70394"
    private static let secrets = Journey.secrets + [authenticatorPassword, newPin]

    @Test(
        "register the password authenticator, prefer it, log in with it; a cancelled password falls back to the PIN"
    )
    func passwordAuthenticator() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let password = Self.authenticatorPassword

        let result = try await runner.run(
            ["--trace"],
            input: [
                "authenticators", "nonsense", "register", "fingerprint", "password", Journey.pin, password,
                "not the same", password, password, "prefer", "password", "back", "logout",
                "login", password, "logout",
                "login", "", Journey.pin, "quit",
            ])

        #expect(result.status == 0)
        expectInOrder(
            [
                "Authenticators", "Registered: PIN", "Preferred at login: PIN",
                "! Please choose 1–2, or type a keyword such as \"register\".",
                "Which authenticator do you want to register?",
                "! Please choose 1–2, or type a keyword such as \"biometric\". An empty line goes back.",
                "Register an authenticator", "Enter your PIN (5 digits) to confirm it is you.",
                "Choose the password of this authenticator",
                "! The passwords do not match. Choose the password again.",
                "The password authenticator is registered.", "Registered: PIN, password",
                "Login now offers the password first.", "Preferred at login: password",
                "Logged out.",
                "Log in", "Enter your password. An empty line uses the PIN instead.",
                "Logged in as Edsger Dijkstra <edsger@example.com>", "Logged out.",
                "Enter your password. An empty line uses the PIN instead.",
                "Log in with your PIN instead (5 digits). An empty line cancels.",
                "Logged in as Edsger Dijkstra <edsger@example.com>", "Goodbye.",
            ], in: result.stdout)
        #expect(result.stderr.contains("registerAuthenticator --> authenticators: authenticatorRegistered"))
        expectNoSecrets(result, secrets: Self.secrets, tokens: false)
    }

    @Test(
        "register the biometric authenticator; at login the sensor's \"no\" falls back to the PIN, and removing it makes the PIN preferred"
    )
    func biometricAuthenticator() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(input: [
            "authenticators", "register", "biometric", Journey.pin, "maybe", "yes", "prefer", "biometric",
            "back",
            "logout", "login", "perhaps", "no", Journey.pin,
            "authenticators", "remove", "biometric", "back", "quit",
        ])

        #expect(result.status == 0)
        expectInOrder(
            [
                "Touch the sensor to enrol it for login.", "! Please type \"yes\" or \"no\".",
                "The biometric authenticator is registered.",
                "Preferred at login: biometric (simulated sensor)", "Logged out.",
                "Touch the sensor to log in.",
                "Touch the sensor: type \"yes\" to be recognised, \"no\" to fail, \"pin\" to use the PIN.",
                "! Please type \"yes\", \"no\" or \"pin\".", "! Not recognised.",
                "Log in with your PIN instead (5 digits).", "Logged in as Edsger Dijkstra",
                "The biometric (simulated sensor) authenticator was removed.",
                "The PIN is now preferred at login.", "Preferred at login: PIN", "Goodbye.",
            ], in: result.stdout)
        expectNoSecrets(result, secrets: Self.secrets, tokens: false)
    }

    @Test(
        "change the PIN (a wrong current PIN counted, a PIN against the policy refused), then log in with the new PIN"
    )
    func changePin() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(input: [
            "profile", "what", "pin", Journey.wrongPins[0], Journey.pin, "12345", Self.newPin, "70395",
            Self.newPin, Self.newPin, "back", "logout", "login", Self.newPin, "quit",
        ])

        #expect(result.status == 0)
        expectInOrder(
            [
                "Profile", "! Please choose 1–5, or type a keyword such as \"pin\".",
                "Change your PIN", "Enter your current PIN (5 digits). An empty line cancels.",
                "! Wrong PIN. 2 attempts left.", "Choose your new PIN",
                "! The PIN cannot be a run of consecutive digits",
                "! The PINs do not match. Choose a new PIN.",
                "Your PIN is changed.", "Profile", "Logged out.", "Enter your PIN (5 digits).",
                "Logged in as Edsger Dijkstra", "Goodbye.",
            ], in: result.stdout)
        expectNoSecrets(result, secrets: Self.secrets, tokens: false)
    }

    @Test("a PIN change cancelled at the new PIN goes back to Profile and keeps the old PIN")
    func cancelledPinChange() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(input: [
            "profile", "pin", Journey.pin, "", "back", "logout", "login", Journey.pin, "quit",
        ])

        #expect(result.status == 0)
        expectInOrder(
            [
                "Choose your new PIN", "PIN change cancelled: your PIN is unchanged.", "Profile",
                "Logged out.",
                "Logged in as Edsger Dijkstra", "Goodbye.",
            ], in: result.stdout)
        expectNoSecrets(result, secrets: Self.secrets, tokens: false)
    }

    @Test("the device list shows this device; the ID token is on Profile too")
    func devicesAndIdToken() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(input: ["profile", "devices", "idtoken", "back", "quit"])

        #expect(result.status == 0)
        expectInOrder(
            [
                "Devices this account is registered on:", "(this device)", "ID token claims:",
                "\"email\": \"edsger@example.com\"", "Dashboard", "Goodbye.",
            ], in: result.stdout)
        #expect(!result.allOutput.contains("eyJ"))
    }

    @Test("the end of input at any new prompt ends the run cleanly and the next run restores the session")
    func endOfInput() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        for input in [
            ["authenticators"], ["authenticators", "register"], ["authenticators", "register", "password"],
            ["profile"], ["profile", "pin"], ["profile", "pin", Journey.pin],
        ] {
            let result = try await runner.run(input: input)
            #expect(result.status == 0, "input \(input.count) lines")
            expectNoSecrets(result, secrets: Self.secrets, tokens: false)
        }
        let next = try await runner.run(input: ["quit"])
        #expect(next.stdout.contains("Logged in as Edsger Dijkstra"))
        let login = try await runner.run(input: ["logout", "login", Journey.pin, "quit"])
        #expect(login.stdout.contains("Logged in as Edsger Dijkstra"))
    }
}
