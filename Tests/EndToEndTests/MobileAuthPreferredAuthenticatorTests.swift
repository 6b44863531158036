import TestSupport
import Testing

/// Push confirmation with the preferred authenticator through the built binary, on a copy of the
/// prepared home (signed in as `Journey.email`, PIN `Journey.pin`).
@Suite("Mobile authentication with the preferred password through the built binary")
struct MobileAuthPreferredAuthenticatorTests {
    private static let authenticatorPassword = "amber-kestrel-17"
    private static let secrets = Journey.secrets + [authenticatorPassword]

    @Test(
        "preferred password: a push request is confirmed with it; an empty password falls back to the PIN"
    )
    func confirmWithPassword() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let password = Self.authenticatorPassword

        let setUp = try await runner.run(input: [
            "authenticators", "register", "password", Journey.pin, password, password, "prefer", "password",
            "back", "mobile", "enroll", "back", "quit",
        ])
        #expect(setUp.status == 0)
        #expect(setUp.stdout.contains("Preferred at login: password"))
        #expect(setUp.stdout.contains("Enrolled for mobile authentication and push."))

        let first = try await queue("Sign in to the library", on: runner)
        #expect(first.status == 0 && first.stdout.hasPrefix("queued psh_"))
        let accepted = try await runner.run(
            ["--trace"], input: ["mobile", "handle", "accept", password, "back", "quit"])
        #expect(accepted.status == 0)
        expectInOrder(
            [
                "Push request", "\u{201C}Sign in to the library\u{201D}", "Accept or deny: ",
                "Confirm with your password. An empty line uses the PIN instead.",
                "A wrong password denies the request and logs you out.", "Password: ",
                "\u{201C}Sign in to the library\u{201D}: accepted.", "No pending push requests.", "Goodbye.",
            ], in: accepted.stdout)
        #expect(!accepted.stdout.contains("PIN: "))
        #expect(
            accepted.stderr.contains(
                "trace: PushConfirmation: Presenter -> Interactor: confirm(withPassword: \(password.count) characters)"
            ))

        _ = try await queue("Open the staff room", on: runner)
        let fallback = try await runner.run(input: [
            "mobile", "handle", "accept", "", Journey.pin, "back", "quit",
        ])
        #expect(fallback.status == 0)
        expectInOrder(
            [
                "Confirm with your password. An empty line uses the PIN instead.", "Password: ",
                "Confirm with your PIN (5 digits). An empty line leaves the request pending.", "PIN: ",
                "\u{201C}Open the staff room\u{201D}: accepted.",
            ], in: fallback.stdout)

        let status = try await runner.run(["status", "--json", "--home", runner.home], addHome: false)
        #expect(status.stdout.contains(#""authenticators":["pin","password"],"preferred":"password""#))
        #expect(status.stdout.contains(#""session":{"active":true"#))
        #expect(status.stdout.contains(#""pendingRequests":[]}],"simulation":"#))
        for result in [setUp, first, accepted, fallback, status] {
            expectNoSecrets(result, secrets: Self.secrets)
        }
    }

    // MARK: Helpers

    /// Queues a confirmation request as the push service, without waiting for the answer.
    private func queue(_ message: String, on runner: BinaryRunner) async throws -> BinaryResult {
        try await runner.run(
            ["push", "--home", runner.home, "--profile", Journey.email, "--message", message], addHome: false)
    }
}
