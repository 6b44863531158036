import Foundation

/// The built binary running while the test types into it line by line, so a second process can act
/// on the same home between two of its lines. Waits only on the app's own output (a marker such as
/// the next prompt), never on time; if the app ends first, the wait ends at end of output.
final class InteractiveRun {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private(set) var stdout = ""
    private var readUpTo: String.Index

    /// Starts `viper-auth --home <home> arguments…` with `NO_COLOR=1`.
    init(home: String, arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binaryPath)
        process.arguments = ["--home", home] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["VIPER_AUTH_HOME"] = nil
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        readUpTo = stdout.startIndex
    }

    /// Reads until `marker` appears in output not yet waited on; false if output ended first.
    @discardableResult
    func waitFor(_ marker: String) -> Bool {
        while true {
            if let range = stdout[readUpTo...].range(of: marker) {
                readUpTo = range.upperBound
                return true
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return false }
            let offset = stdout.distance(from: stdout.startIndex, to: readUpTo)
            stdout += String(decoding: chunk, as: UTF8.self)
            readUpTo = stdout.index(stdout.startIndex, offsetBy: offset)
        }
    }

    /// Types `line` and a newline.
    func type(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes the input, reads the rest of the output and waits for the exit; returns the status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
            stdout += String(decoding: chunk, as: UTF8.self)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
