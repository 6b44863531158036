import Foundation
import TestSupport
import Testing

/// The simulation commands' command lines through the built binary: bad values are one line and
/// exit 2, and the controls change only the home they are given.
@Suite("The simulation commands' command lines through the built binary")
struct SimulationCommandLineTests {
    @Test(
        "bad values: one clear line on stderr, the usage hint, exit 2, and nothing written",
        arguments: [
            ["clock", "advance", "-5m"],
            ["clock", "advance", "3x"],
            ["faults", "add", "FETCH /v1/auth/refresh", "--unreachable"],
            ["faults", "add", "/v1/auth/refresh", "--unreachable"],
            ["faults", "add", "POST /v1/auth/refresh", "--status", "503", "--times", "0"],
            ["simulate", "stolen-refresh-token"],
        ])
    func badValues(arguments: [String]) async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let result = try await runner.run(arguments)

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.count == 3 && lines[0].hasPrefix("viper-auth: ") && lines[2].isEmpty, "\(result.stderr)")
        #expect(lines[1].hasPrefix("Run 'viper-auth ") && lines[1].hasSuffix(" --help' for usage."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.home).isEmpty)
    }

    @Test("the controls change only the home given; status there shows them, elsewhere nothing")
    func onlyTheGivenHome() async throws {
        let changed = try BinaryRunner.withNewHome()
        let other = try BinaryRunner.withNewHome()
        defer {
            changed.remove()
            other.remove()
        }

        await #expect(try changed.run(["clock", "advance", "90s"]).status == 0)
        await #expect(try changed.run(["faults", "add", "GET /v1/auth/me", "--status", "500"]).status == 0)

        let shown = try await changed.run(["status", "--json"])
        #expect(shown.stdout.contains(#""simulation":{"clockOffsetSeconds":90,"faults":[{"method":"GET""#))
        let text = try await changed.run(["status"])
        #expect(text.stdout.hasPrefix("Simulated clock: 1m 30s ahead of real time"))
        let untouched = try await other.run(["status", "--json"])
        #expect(untouched.stdout.hasSuffix(#""simulation":{"clockOffsetSeconds":0,"faults":[]}}"# + "\n"))
        await #expect(try other.run(["clock"]).stdout.hasSuffix(", real time.\n"))
    }
}
