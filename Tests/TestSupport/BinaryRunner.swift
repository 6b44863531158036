import Foundation

/// What one run of the built `viper-auth` binary printed and how it exited.
package struct BinaryResult: Sendable {
    /// Everything the run printed on standard output.
    package let stdout: String
    /// Everything the run printed on standard error.
    package let stderr: String
    /// The exit status, or 128 plus the signal number when a signal ended the run.
    package let status: Int32

    /// Standard output and standard error together, for "never printed" checks.
    package var allOutput: String { stdout + stderr }
}

/// Runs the `viper-auth` binary built beside the test bundle, on a home of the test's own, with
/// `NO_COLOR=1` and without `VIPER_AUTH_HOME`: `run` gives all the input at once and waits for the
/// exit; `start` returns the running binary, to read its prompts and answer them one at a time.
package struct BinaryRunner: Sendable {
    private let directory: TemporaryDirectory

    /// The home directory the runs use (`--home`), made by `mkdtemp(3)`.
    package var home: String { directory.path }

    /// How long any wait for a run may take before the test fails instead of hanging: a safety
    /// net only, since every wait ends as soon as what it waits for happens.
    package static let patience: Duration = .seconds(60)

    /// The path of the executable `name` that SwiftPM built into the same folder as the test bundle.
    package static func builtExecutable(named name: String) -> String {
        let testBundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBundle.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The built `viper-auth` binary.
    package static var binaryPath: String { builtExecutable(named: "viper-auth") }

    /// The environment a run gets: this process's, with `NO_COLOR=1`, without `VIPER_AUTH_HOME`,
    /// with `BROWSER=true` (a browser sign-in opens nothing on the machine running the tests; the
    /// test plays the browser), then `changes` applied (a nil value removes the variable).
    package static func environment(_ changes: [String: String?] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["VIPER_AUTH_HOME"] = nil
        environment["BROWSER"] = "true"
        for (name, value) in changes { environment[name] = value }
        return environment
    }

    /// A runner on a new, empty home.
    package static func withNewHome() throws -> BinaryRunner {
        BinaryRunner(directory: try TemporaryDirectory(prefix: "viper-auth-e2e"))
    }

    /// A runner on a copy of this runner's home, so one prepared state can start many tests.
    package func copy() throws -> BinaryRunner {
        let copy = try BinaryRunner.withNewHome()
        for item in try FileManager.default.contentsOfDirectory(atPath: home) {
            try FileManager.default.copyItem(atPath: home + "/" + item, toPath: copy.home + "/" + item)
        }
        return copy
    }

    /// Removes the home and everything in it.
    package func remove() {
        directory.remove()
    }

    /// Runs `viper-auth --home <home> arguments…` with `lines` as standard input, each followed by
    /// a newline, and waits for it to exit; `environment` changes the run's environment.
    package func run(
        _ arguments: [String] = [], input lines: [String] = [], addHome: Bool = true,
        environment: [String: String?] = [:]
    ) async throws -> BinaryResult {
        try await run(
            arguments, inputBytes: Array(lines.map { $0 + "\n" }.joined().utf8), addHome: addHome,
            environment: environment)
    }

    /// Runs `viper-auth --home <home> arguments…` with `inputBytes` as standard input, as they are
    /// (for input that is not UTF-8 text), and waits for it to exit.
    package func run(
        _ arguments: [String] = [], inputBytes: [UInt8], addHome: Bool = true,
        environment: [String: String?] = [:]
    ) async throws -> BinaryResult {
        let input = FileHandle(
            fileDescriptor: try TemporaryFile.descriptor(holding: inputBytes), closeOnDealloc: true)
        let running = try RunningBinary(
            commandLine(arguments, addHome: addHome), input: input, environment: environment)
        return await running.exit()
    }

    /// Starts `viper-auth --home <home> arguments…` with standard input a pipe the test types into,
    /// `environment` changing the run's environment, and `blockedSignals` blocked in it (none, as
    /// from a shell).
    package func start(
        _ arguments: [String] = [], addHome: Bool = true, environment: [String: String?] = [:],
        blockedSignals: [Int32] = []
    ) throws -> RunningBinary {
        try RunningBinary(
            commandLine(arguments, addHome: addHome), input: nil, environment: environment,
            blockedSignals: blockedSignals)
    }

    private func commandLine(_ arguments: [String], addHome: Bool) -> [String] {
        (addHome ? ["--home", home] : []) + arguments
    }
}
