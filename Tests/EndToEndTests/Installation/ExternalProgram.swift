import Foundation
import TestSupport

/// A program of the machine's (a shell, groff, man) that a test runs on what `viper-auth` printed.
struct ExternalProgram {
    /// What one run printed and how it exited.
    struct Result {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// Its path.
    let path: String

    /// The program called `name` on `PATH`, or nil when it is not installed (the test that needs
    /// it is then skipped, and says so).
    init?(_ name: String) {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
            separator: ":")
        guard
            let found = directories.map({ "\($0)/\(name)" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return nil }
        path = found
    }

    /// Runs it with `arguments`, `input` on standard input, in `environment` (the binary runner's
    /// by default), and waits for it to exit.
    func run(
        _ arguments: [String], input: String = "", environment: [String: String] = BinaryRunner.environment()
    ) async throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        let standardInput = FileHandle(
            fileDescriptor: try TemporaryFile.descriptor(holding: Array(input.utf8)), closeOnDealloc: true)
        process.standardInput = standardInput
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both to the end before waiting, so a full pipe cannot stall the program.
        let errorData = Task.detached { error.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: await errorData.value, as: UTF8.self), status: process.terminationStatus)
    }
}
