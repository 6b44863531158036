import Foundation
import Synchronization

/// The built `viper-auth` binary running beside the test: its standard input is a pipe the test
/// writes a line at a time, and its output is read as it comes, so a test can wait for a prompt
/// before answering it — and run a second process meanwhile.
final class InteractiveProcess {
    /// How long any wait may take before the test fails instead of hanging (a safety net only:
    /// every wait ends as soon as the awaited text appears).
    static let patience: Duration = .seconds(60)

    private let process: Process
    private let input: FileHandle
    private let stdoutText = OutputBuffer()
    private let stderrText = OutputBuffer()
    /// Where the next `waitForOutput` starts looking, in characters of standard output.
    private var cursor = 0

    /// Starts `viper-auth arguments…` with `NO_COLOR=1` and no `VIPER_AUTH_HOME`.
    init(_ arguments: [String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binaryPath)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["VIPER_AUTH_HOME"] = nil
        process.environment = environment
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        input = inputPipe.fileHandleForWriting
        outputPipe.fileHandleForReading.readabilityHandler = { [stdoutText] handle in
            stdoutText.append(handle.availableData)
        }
        errorPipe.fileHandleForReading.readabilityHandler = { [stderrText] handle in
            stderrText.append(handle.availableData)
        }
        try process.run()
    }

    /// Everything printed on standard output so far.
    var stdout: String { stdoutText.text }
    /// Everything printed on standard error so far.
    var stderr: String { stderrText.text }

    /// Types `line` and Return.
    func send(_ line: String) throws {
        try input.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Closes standard input: the app sees the end of input.
    func closeInput() throws {
        try input.close()
    }

    /// Waits until standard output shows `text` after what earlier waits consumed, and consumes
    /// up to its end; returns the output from the previous cursor to there.
    @discardableResult
    func waitForOutput(_ text: String) async throws -> String {
        var waiting = Waiting(process: process)
        while true {
            let output = stdout
            let start = output.index(output.startIndex, offsetBy: cursor)
            if let range = output[start...].range(of: text) {
                cursor = output.distance(from: output.startIndex, to: range.upperBound)
                return String(output[start..<range.upperBound])
            }
            guard try await waiting.goOn() else {
                throw InteractiveProcessError.neverPrinted(text, stdout: stdout, stderr: stderr)
            }
        }
    }

    /// Waits until standard error shows `text`.
    func waitForError(_ text: String) async throws {
        var waiting = Waiting(process: process)
        while !stderr.contains(text) {
            guard try await waiting.goOn() else {
                throw InteractiveProcessError.neverPrinted(text, stdout: stdout, stderr: stderr)
            }
        }
    }

    /// Sends SIGKILL, as `kill -9` does: the app stops wherever it is, no handler runs.
    func killAbruptly() {
        kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the process to exit and returns its status, once its output is read to the end.
    func waitForExit() async throws -> Int32 {
        let deadline = ContinuousClock.now + Self.patience
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                process.terminate()
                throw InteractiveProcessError.neverExited(stdout: stdout, stderr: stderr)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        // The pipes may still hold the last bytes; give the handlers a moment to drain them.
        try await Task.sleep(for: .milliseconds(100))
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

/// Output collected from a pipe as it arrives.
private final class OutputBuffer: Sendable {
    private let bytes = Mutex("")

    var text: String { bytes.withLock { $0 } }

    func append(_ data: Data) {
        guard !data.isEmpty else { return }
        bytes.withLock { $0 += String(decoding: data, as: UTF8.self) }
    }
}

/// One wait for output: goes on until the patience runs out, or a moment after the process ended
/// (its last bytes may still be in the pipe).
private struct Waiting {
    let process: Process
    let deadline = ContinuousClock.now + InteractiveProcess.patience
    var exitSeen: ContinuousClock.Instant?

    /// Sleeps a little and says whether it is worth looking again.
    mutating func goOn() async throws -> Bool {
        let now = ContinuousClock.now
        if !process.isRunning {
            if exitSeen == nil { exitSeen = now }
            if let exitSeen, now - exitSeen > .seconds(1) { return false }
        }
        guard now < deadline else { return false }
        try await Task.sleep(for: .milliseconds(20))
        return true
    }
}

enum InteractiveProcessError: Error, CustomStringConvertible {
    case neverPrinted(String, stdout: String, stderr: String)
    case neverExited(stdout: String, stderr: String)

    var description: String {
        switch self {
        case .neverPrinted(let text, let stdout, let stderr):
            "never printed \"\(text)\"\n--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)"
        case .neverExited(let stdout, let stderr):
            "never exited\n--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)"
        }
    }
}
