import Dispatch
import Foundation
import TestSupport

/// A program of the machine's (a shell, groff, man), or the built binary, that a test runs and
/// waits for. The waiting happens on a thread of its own, off the tasks' shared pool: a test that
/// blocked a pool thread while a shell ran would hold up every other test's tasks (the HTTP
/// loopback tests time out when the pool is starved).
struct ExternalProgram {
    /// What one run printed and how it exited.
    struct Result {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// Its path.
    let path: String

    /// The program at `path`.
    init(path: String) {
        self.path = path
    }

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

    /// The built `viper-auth`.
    static let binary = ExternalProgram(path: BinaryRunner.binaryPath)

    /// Runs it with `arguments`, `input` on standard input, in `environment` (the binary runner's
    /// by default), and waits for it to exit.
    func run(
        _ arguments: [String], input: String = "", environment: [String: String] = BinaryRunner.environment()
    ) async throws -> Result {
        let path = path
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Swift.Result {
                        try Self.runBlocking(path, arguments, input: input, environment: environment)
                    })
            }
        }
    }

    private static func runBlocking(
        _ path: String, _ arguments: [String], input: String, environment: [String: String]
    ) throws -> Result {
        let output = Pipe()
        let error = Pipe()
        let input = FileHandle(
            fileDescriptor: try TemporaryFile.descriptor(holding: Array(input.utf8)), closeOnDealloc: true)
        let process = try SpawnedProcess(
            path, arguments: arguments, environment: environment, standardInput: input.fileDescriptor,
            standardOutput: output.fileHandleForWriting.fileDescriptor,
            standardError: error.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()
        try error.fileHandleForWriting.close()
        // Both read to the end before the wait, so a full pipe cannot stall the program.
        let errorRead = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: errorRead) {
            errorData = error.fileHandleForReading.readDataToEndOfFile()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self),
            status: process.terminationStatus)
    }
}
