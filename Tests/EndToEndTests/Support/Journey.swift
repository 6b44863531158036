import TestSupport
import Testing

/// The answers of the journeys the end-to-end tests type, and the secrets they must never see printed.
enum Journey {
    static let fullName = "Edsger Dijkstra"
    static let email = "edsger@example.com"
    static let password = "shortest-path-1959"
    static let pin = "28461"
    static let wrongPins = ["11111", "22222", "33333"]

    /// Everything typed that must never appear in output, traces or errors.
    static let secrets = [password, pin] + wrongPins

    /// Welcome → Register → Sign up → details → PIN → confirm: ends on the dashboard.
    static func signUp(email: String = email) -> [String] {
        ["register", "signup", fullName, email, password, password, pin, pin]
    }

    /// From the dashboard: log out, then log in with the PIN.
    static let logOutAndLogIn = ["logout", "login", pin]
}

/// Runs the sign-up journey once per test process and keeps its home, so tests that need a
/// registered profile start from a copy instead of paying for another sign-up (the password's
/// PBKDF2 at 600,000 iterations takes seconds in a debug build).
actor PreparedHome {
    static let shared = PreparedHome()

    private var prepared: Task<(BinaryRunner, BinaryResult), any Error>?

    /// The journey's run — sign up → PIN → dashboard → log out → PIN login → quit, with `--trace` —
    /// and its home, whose profile is registered and signed in.
    func journey() async throws -> (runner: BinaryRunner, result: BinaryResult) {
        if prepared == nil {
            prepared = Task {
                let runner = try BinaryRunner.withNewHome()
                let result = try await runner.run(
                    ["--trace"], input: Journey.signUp() + ["idtoken"] + Journey.logOutAndLogIn + ["quit"])
                return (runner, result)
            }
        }
        return try await prepared!.value
    }

    /// A copy of the journey's home, for one test to change.
    func copyOfRegisteredHome() async throws -> BinaryRunner {
        try await journey().runner.copy()
    }
}

extension PreparedHome {
    /// A copy of the journey's home with its profile enrolled for mobile authentication and push
    /// through the app.
    func copyOfEnrolledHome() async throws -> BinaryRunner {
        let runner = try await copyOfRegisteredHome()
        let result = try await runner.run(input: ["mobile", "enroll", "back", "quit"])
        #expect(result.stdout.contains("Enrolled for mobile authentication and push."))
        return runner
    }
}
