import TestSupport
import Testing

/// What lives only minutes — a push request, a one-time registration code, a two-step code —
/// expiring when the home's clock is moved past it (docs/SIMULATION.md).
@Suite("Expiry on the home's clock through the built binary")
struct ExpiryScenarioTests {
    private static let grace = (email: "grace@viper-auth.example", password: "compiler-1952")

    @Test("push --ttl 30 --wait 60, then clock advance 1m: push prints expired and exits 4; the app says so")
    func pushRequestExpires() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        let enrolled = try await scenario.runner.run(input: ["mobile", "enroll", "back", "quit"])
        #expect(enrolled.stdout.contains("Enrolled for mobile authentication and push."))
        let app = try scenario.runner.start()
        try await app.read(until: "Choose: ")
        let push = try scenario.runner.start([
            "push", "--profile", Journey.email, "--message", "Open the staff room", "--ttl", "30", "--wait",
            "60",
        ])
        try await push.readError(until: "expires in 30s")
        try app.type(["mobile", "handle"])
        try await app.read(until: "Accept or deny: ")

        try await scenario.control(["clock", "advance", "1m"])
        let pushed = try await push.waitForExit()
        try app.type(["accept"])
        let handled = try await app.read(until: "Choose: ")
        let result = try await app.finish(typing: ["back", "quit"])

        #expect(pushed.status == 4)
        #expect(pushed.stdout == "expired\n")
        #expect(handled.contains("\u{201C}Open the staff room\u{201D}: expired before it was answered."))
        #expect(result.status == 0)
        #expect(!result.stdout.contains("PIN: "), "an expired request asks for no PIN")
    }

    @Test("a one-time registration code from the account page expires: the app refuses it")
    func oneTimeCodeExpires() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let page = try await runner.run(
            ["browser", "--code"], input: [Self.grace.email, Self.grace.password])
        let lines = page.stdout.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Your one-time registration code") })
        let code = lines[heading + 1]

        let advanced = try await runner.run(["clock", "advance", "3m"])
        let result = try await runner.run(input: ["register", "code", code, "", "back", "quit"])

        #expect(advanced.status == 0)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "! Invalid code: This registration code is not valid, was already used, or has expired."))
        #expect(!result.stdout.contains("Create your PIN"))
    }

    @Test("a two-step confirmation code expires while it is asked: the registration must start again")
    func twoStepCodeExpires() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let app = try runner.start()
        try app.type(["register", "twostep", Self.grace.email, Self.grace.password])
        let challenge = try await app.read(until: "Code: ")
        let codeRange = try #require(challenge.range(of: "Your confirmation code is "))
        let code = String(challenge[codeRange.upperBound...].prefix { $0.isNumber })

        let advanced = try await runner.run(["clock", "advance", "3m"])
        let result = try await app.finish(typing: [code, "back", "quit"])

        #expect(advanced.status == 0)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "! Registration expired: The registration took too long and has expired.\n"
                    + "! Start the registration again.\n\nRegister\n========\n"
                    + "Simulated clock: 3m ahead of real time."))
        #expect(!result.stdout.contains("Create your PIN"))
    }
}
