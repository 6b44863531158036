import TestSupport
import Testing

@Suite("The core journey through the built binary")
struct CoreJourneyTests {
    @Test("sign up → create PIN → dashboard → log out → PIN login → quit")
    func signUpLogOutLogIn() async throws {
        let (_, result) = try await PreparedHome.shared.journey()
        #expect(result.status == 0)
        let output = result.stdout
        let expectedInOrder = [
            "No profiles are registered on this device yet.",
            "Sign up",
            "Create your PIN",
            "Your PIN is set. Welcome, Edsger Dijkstra.",
            "Logged in as Edsger Dijkstra <edsger@example.com>",
            "Guest at Riverside Secondary (Visitors)",
            "ID token claims:",
            "\"email\": \"edsger@example.com\"",
            "Logged out.",
            "  * Edsger Dijkstra <edsger@example.com>",
            "Log in",
            "Enter your PIN (5 digits). An empty line cancels.",
            "Logged in as Edsger Dijkstra <edsger@example.com>",
            "Goodbye.",
        ]
        var rest = Substring(output)
        for line in expectedInOrder {
            guard let range = rest.range(of: line) else {
                Issue.record("missing, or out of order: \(line)\n--- output ---\n\(output)")
                return
            }
            rest = rest[range.upperBound...]
        }
    }

    @Test("--trace shows every layer's hop on stderr and none of the secrets typed")
    func traceHasHopsAndNoSecrets() async throws {
        let (_, result) = try await PreparedHome.shared.journey()
        for hop in [
            "View -> Presenter", "Presenter -> Interactor", "Interactor -> Engine", "Engine -> Interactor",
            "Interactor -> Presenter", "Presenter -> Router",
        ] {
            #expect(result.stderr.contains(hop), "no \(hop) hop in the trace")
        }
        #expect(result.stderr.contains("trace: Router: Router -> View: createPin --> dashboard: signedIn"))
        for secret in Journey.secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed")
        }
        // Tokens: a JWT starts with the base64url of `{"`; none may be printed, traced or logged.
        #expect(!result.allOutput.contains("eyJ"))
    }

    @Test("the next run restores the session: straight to the dashboard")
    func nextRunRestoresSession() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let result = try await runner.run(input: ["quit"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Logged in as Edsger Dijkstra"))
        #expect(!result.stdout.contains("Welcome\n=======\n"))
    }

    @Test("three wrong PINs deregister the profile and Welcome says why")
    func threeWrongPins() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let result = try await runner.run(input: ["logout", "login"] + Journey.wrongPins + ["quit"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("! Wrong PIN. 2 attempts left."))
        #expect(result.stdout.contains("! Wrong PIN. 1 attempt left."))
        #expect(
            result.stdout.contains(
                "Too many wrong PIN attempts: the profile was deregistered and removed from this device."))
        for secret in Journey.secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed")
        }
        let next = try await runner.run(input: ["quit"])
        #expect(next.stdout.contains("No profiles are registered on this device yet."))
    }

    @Test("a line that cannot be a PIN is refused without costing an attempt")
    func garbagePinCostsNothing() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let result = try await runner.run(input: ["logout", "login", "abc", "1234567", Journey.pin, "quit"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("! A PIN is 5 digits, 0 to 9. Try again."))
        #expect(!result.stdout.contains("Wrong PIN"))
        #expect(result.stdout.contains("Logged in as Edsger Dijkstra"))
    }
}
