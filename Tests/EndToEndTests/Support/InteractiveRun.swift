import Foundation

/// A run of the binary that a test talks to while it runs: it reads the output up to a marker,
/// then types the next lines, for journeys whose answers depend on what the app printed (a URL
/// with a fresh `state`, a challenge code).
final class InteractiveRun {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let stderrPath: String
    private var received = Data()
    private var consumed = 0

    /// Starts `viper-auth arguments…` with `NO_COLOR=1`, its input a pipe this run writes to.
    init(arguments: [String], home: String) throws {
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binaryPath)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["VIPER_AUTH_HOME"] = nil
        process.environment = environment
        stderrPath = home + ".interactive.stderr"
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
        try process.run()
    }

    /// The output from the last read up to and including `marker`; fails if the app exits first.
    func read(until marker: String) throws -> String {
        while true {
            let text = String(decoding: received[consumed...], as: UTF8.self)
            if let range = text.range(of: marker) {
                let upTo = String(text[..<range.upperBound])
                consumed += upTo.utf8.count
                return upTo
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw InteractiveRunError.endedBefore(marker: marker, output: text) }
            received.append(chunk)
        }
    }

    /// Types `lines`, each followed by a newline.
    func type(_ lines: [String]) {
        input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// Types `lines`, ends the input, and waits for the exit: everything printed, and the status.
    func finish(typing lines: [String]) throws -> BinaryResult {
        type(lines)
        try input.fileHandleForWriting.close()
        received.append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        let stderr = try String(contentsOfFile: stderrPath, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: stderrPath)
        return BinaryResult(
            stdout: String(decoding: received, as: UTF8.self), stderr: stderr,
            status: process.terminationStatus)
    }
}

enum InteractiveRunError: Error {
    case endedBefore(marker: String, output: String)
    case missing(String)
}
