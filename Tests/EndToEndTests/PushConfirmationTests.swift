import TestSupport
import Testing

/// Push requests answered one screen each through the built binary: MobileAuth begins the
/// handling, a PushConfirmation screen answers each request, and the person comes back to the list.
@Suite("Push confirmation, one screen per request, through the built binary")
struct PushConfirmationTests {
    @Test("two requests in one handling: each on its own screen, in order, then back to the list")
    func twoRequests() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let enrolled = try await runner.run(input: ["mobile", "enroll", "back", "quit"])
        #expect(enrolled.stdout.contains("Enrolled for mobile authentication and push."))
        for message in ["Open the staff room", "Sign in to the library"] {
            let queued = try await runner.run(
                ["push", "--home", runner.home, "--profile", Journey.email, "--message", message],
                addHome: false)
            #expect(queued.status == 0)
        }

        let result = try await runner.run(
            ["--trace"], input: ["mobile", "handle", "deny", "accept", Journey.pin, "back", "quit"])

        #expect(result.status == 0)
        expectInOrder(
            [
                "Push request\n============\n\u{201C}Open the staff room\u{201D}\n", "Accept or deny: ",
                "Push request\n============\n\u{201C}Sign in to the library\u{201D}\n", "Accept or deny: ",
                "A wrong PIN denies the request and logs you out.\nPIN: ",
                "\u{201C}Open the staff room\u{201D}: denied.\n\u{201C}Sign in to the library\u{201D}: accepted.\n",
                "Mobile authentication\n=====================\n", "No pending push requests.\n", "Choose: ",
                "Dashboard\n", "Goodbye.",
            ], in: result.stdout)
        for edge in [
            "mobileAuth --> pushConfirmation: pushRequested",
            "pushConfirmation --> pushConfirmation: pushRequested",
            "pushConfirmation --> mobileAuth: pushHandlingEnded", "mobileAuth --> dashboard: back",
        ] {
            #expect(result.stderr.contains("trace: Router: Router -> View: \(edge)"), "\(edge)")
        }
        for secret in Journey.secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed")
        }
        let status = try await runner.run(["status", "--home", runner.home], addHome: false)
        #expect(status.stdout.contains("  Pending push requests: none"))
    }
}
