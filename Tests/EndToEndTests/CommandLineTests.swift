import TestSupport
import Testing

@Suite("The viper-auth binary's command line")
struct CommandLineTests {
    /// Runs the binary without `--home`; the runner's own folder only keeps its input and output.
    private func run(_ arguments: [String], addHome: Bool) async throws -> BinaryResult {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        return try await runner.run(arguments, addHome: addHome)
    }

    @Test("--help shows the usage, the demo accounts and the exit codes, and exits 0")
    func help() async throws {
        let result = try await run(["--help"], addHome: false)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Usage:"))
        #expect(result.stdout.contains("ada@viper-auth.example"))
        #expect(result.stdout.contains("Exit status:"))
        #expect(result.stderr.isEmpty)
    }

    @Test("--version prints one line")
    func version() async throws {
        let result = try await run(["--version"], addHome: false)
        #expect(result.status == 0)
        #expect(result.stdout == "viper-auth 0.4.0\n")
    }

    @Test(
        "a bad option or value prints one line and the hint to the command's help on stderr, and exits 2",
        arguments: [
            (["--bogus"], "viper-auth: unknown option '--bogus'", "viper-auth"),
            (
                ["--env", "qa"], "viper-auth: invalid value 'qa' for --env: expected dev, staging or prod",
                "viper-auth"
            ),
            (
                ["graph", "--format", "png"],
                "viper-auth: invalid value 'png' for --format: expected mermaid or dot", "viper-auth graph"
            ),
            (["--trace", "status"], "viper-auth: unknown option '--trace' for status", "viper-auth status"),
        ])
    func usageErrors(arguments: [String], message: String, command: String) async throws {
        let result = try await run(arguments, addHome: false)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\nRun '\(command) --help' for usage.\n")
    }

    @Test("a command's --help shows its own arguments and the shared options only, and exits 0")
    func commandHelp() async throws {
        let push = try await run(["push", "--help"], addHome: false)
        #expect(push.status == 0)
        #expect(push.stderr.isEmpty)
        #expect(push.stdout.hasPrefix("viper-auth push — play the push service.\n"))
        for option in [
            "--profile P", "--message M", "--wait S", "--otp", "--home DIR", "--no-color", "-h, --help",
        ] {
            #expect(push.stdout.contains("\n  \(option) "), "\(option)")
        }
        for option in ["--json", "--format", "--env", "--trace", "--code", "URL"] {
            #expect(!push.stdout.contains("\n  \(option) "), "\(option)")
        }
        // Help wins over what else is wrong on the line, and may come first.
        let status = try await run(["--help", "status", "--verbose"], addHome: false)
        #expect(status.status == 0)
        #expect(status.stdout.hasPrefix("viper-auth status — "))
    }

    @Test("shared options go before or after the command, as in git")
    func sharedOptionsBeforeOrAfter() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let before = try await runner.run(
            ["--home", runner.home, "--no-color", "status", "--json"], addHome: false)
        let after = try await runner.run(
            ["status", "--json", "--home=\(runner.home)", "--no-color"], addHome: false)
        #expect(before.status == 0)
        #expect(before.stderr.isEmpty)
        #expect(before.stdout.hasPrefix("{\"checkedAt\":"))
        #expect(
            before.stdout.hasSuffix(
                ",\"profiles\":[],\"simulation\":{\"clockOffsetSeconds\":0,\"faults\":[]}}\n"))
        #expect(after.status == 0)
        #expect(
            after.stdout.hasSuffix(
                ",\"profiles\":[],\"simulation\":{\"clockOffsetSeconds\":0,\"faults\":[]}}\n"))
    }

    @Test("graph prints the transition table as Mermaid, or DOT with --format dot")
    func graph() async throws {
        let mermaid = try await run(["graph"], addHome: false)
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.hasPrefix("stateDiagram-v2\n"))
        #expect(mermaid.stdout.contains("welcome --> pinChallenge: pinRequested"))
        let dot = try await run(["graph", "--format", "dot"], addHome: false)
        #expect(dot.status == 0)
        #expect(dot.stdout.hasPrefix("digraph viper_auth {"))
    }
}
