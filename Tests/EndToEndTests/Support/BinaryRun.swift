import Foundation
import Testing

/// What one run of the built `viper-auth` binary printed and how it exited.
struct BinaryResult {
    let stdout: String
    let stderr: String
    let status: Int32

    /// Standard output and standard error together, for "never printed" checks.
    var allOutput: String { stdout + stderr }
}

/// Runs the `viper-auth` binary that `swift test` built next to this test bundle, with piped input
/// and `NO_COLOR=1`, in a home directory of the test's own.
struct BinaryRunner {
    let home: String

    /// The binary beside the test bundle: both live in the same build products folder.
    static var binaryPath: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("viper-auth").path
    }

    /// A runner with a new empty home under the temporary directory.
    static func withNewHome() throws -> BinaryRunner {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-auth-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return BinaryRunner(home: path)
    }

    /// A runner on a copy of this runner's home, so one prepared state can start many tests.
    func copy() throws -> BinaryRunner {
        let copy = try BinaryRunner.withNewHome()
        try FileManager.default.removeItem(atPath: copy.home)
        try FileManager.default.copyItem(atPath: home, toPath: copy.home)
        return copy
    }

    /// Runs `viper-auth --home <home> arguments…` with `lines` as standard input (each followed by a
    /// newline); with `closeInput` false the last line has no newline.
    func run(_ arguments: [String] = [], input lines: [String] = [], addHome: Bool = true) throws
        -> BinaryResult
    {
        try run(arguments, inputBytes: Array(lines.map { $0 + "\n" }.joined().utf8), addHome: addHome)
    }

    /// Runs `viper-auth --home <home> arguments…` with `inputBytes` as standard input, as they are
    /// (for input that is not UTF-8 text).
    func run(_ arguments: [String] = [], inputBytes: [UInt8], addHome: Bool = true) throws -> BinaryResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binaryPath)
        process.arguments = (addHome ? ["--home", home] : []) + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["VIPER_AUTH_HOME"] = nil
        process.environment = environment

        let inputPath = home + ".input"
        _ = FileManager.default.createFile(atPath: inputPath, contents: Data(inputBytes))
        defer { try? FileManager.default.removeItem(atPath: inputPath) }
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))

        let stdoutPath = home + ".stdout"
        let stderrPath = home + ".stderr"
        _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: stdoutPath)
            try? FileManager.default.removeItem(atPath: stderrPath)
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: stdoutPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))

        try process.run()
        process.waitUntilExit()
        let stdout = try String(contentsOfFile: stdoutPath, encoding: .utf8)
        let stderr = try String(contentsOfFile: stderrPath, encoding: .utf8)
        return BinaryResult(stdout: stdout, stderr: stderr, status: process.terminationStatus)
    }

    /// Removes the home.
    func remove() {
        try? FileManager.default.removeItem(atPath: home)
    }
}
