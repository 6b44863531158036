import TestSupport
import Testing

@Suite("The viper-auth binary's command line")
struct CommandLineTests {
    /// Runs the binary without `--home`; the runner's own folder only keeps its input and output.
    private func run(_ arguments: [String], addHome: Bool) throws -> BinaryResult {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        return try runner.run(arguments, addHome: addHome)
    }

    @Test("--help shows the usage, the demo accounts and the exit codes, and exits 0")
    func help() throws {
        let result = try run(["--help"], addHome: false)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Usage:"))
        #expect(result.stdout.contains("ada@viper-auth.example"))
        #expect(result.stdout.contains("Exit status:"))
        #expect(result.stderr.isEmpty)
    }

    @Test("--version prints one line")
    func version() throws {
        let result = try run(["--version"], addHome: false)
        #expect(result.status == 0)
        #expect(result.stdout == "viper-auth 0.4.0\n")
    }

    @Test(
        "a bad option or value prints one line and the usage hint on stderr, and exits 2",
        arguments: [
            (["--bogus"], "viper-auth: unknown option '--bogus'"),
            (["--env", "qa"], "viper-auth: invalid value 'qa' for --env: expected dev, staging or prod"),
            (
                ["graph", "--format", "png"],
                "viper-auth: invalid value 'png' for --format: expected mermaid or dot"
            ),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try run(arguments, addHome: false)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\nRun 'viper-auth --help' for usage.\n")
    }

    @Test("graph prints the transition table as Mermaid, or DOT with --format dot")
    func graph() throws {
        let mermaid = try run(["graph"], addHome: false)
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.hasPrefix("stateDiagram-v2\n"))
        #expect(mermaid.stdout.contains("welcome --> pinChallenge: pinRequested"))
        let dot = try run(["graph", "--format", "dot"], addHome: false)
        #expect(dot.status == 0)
        #expect(dot.stdout.hasPrefix("digraph viper_auth {"))
    }
}
