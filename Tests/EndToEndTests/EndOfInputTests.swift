import TestSupport
import Testing

/// One prompt of the core journey, and what typing stops before it.
struct StopPoint: CustomTestStringConvertible, Sendable {
    let prompt: String
    let startsRegistered: Bool
    let typed: [String]
    /// What the next run on the same home must show.
    let nextRunShows: String

    var testDescription: String { prompt }
}

@Suite("End of input at every prompt of the core journey")
struct EndOfInputTests {
    static let freshHomeStops: [StopPoint] = {
        let signUp = Journey.signUp()
        let prompts = [
            "Welcome menu", "Register menu", "Full name", "Email", "Password", "Confirm password", "New PIN",
            "Confirm PIN",
        ]
        return prompts.enumerated().map { index, prompt in
            StopPoint(
                prompt: prompt, startsRegistered: false, typed: Array(signUp.prefix(index)),
                nextRunShows: "No profiles are registered on this device yet.")
        }
    }()

    static let registeredHomeStops = [
        StopPoint(
            prompt: "Dashboard menu", startsRegistered: true, typed: [],
            nextRunShows: "Logged in as Edsger Dijkstra"),
        StopPoint(
            prompt: "Welcome menu after logout", startsRegistered: true, typed: ["logout"],
            nextRunShows: "  * Edsger Dijkstra <edsger@example.com>"),
        StopPoint(
            prompt: "PIN", startsRegistered: true, typed: ["logout", "login"],
            nextRunShows: "  * Edsger Dijkstra <edsger@example.com>"),
    ]

    @Test(
        "cancels cleanly, exits 0, and leaves a state the next run reads",
        arguments: freshHomeStops + registeredHomeStops)
    func endOfInput(at stop: StopPoint) async throws {
        let runner =
            stop.startsRegistered
            ? try await PreparedHome.shared.copyOfRegisteredHome() : try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(input: stop.typed)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("End of input. Goodbye.\n"))
        #expect(result.stderr.isEmpty)
        for secret in Journey.secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed")
        }

        let next = try await runner.run(input: ["quit"])
        #expect(next.status == 0)
        #expect(next.stderr.isEmpty)
        #expect(next.stdout.contains(stop.nextRunShows))
        #expect(next.stdout.hasSuffix("Goodbye.\n"))
    }

    @Test("a cancelled PIN prompt costs no attempt: the next login has all three")
    func cancelledPinCostsNothing() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        _ = try await runner.run(input: ["logout", "login"])
        _ = try await runner.run(input: ["login", ""])
        let next = try await runner.run(input: ["login", "11111", "quit"])
        #expect(next.stdout.contains("! Wrong PIN. 2 attempts left."))
    }
}
