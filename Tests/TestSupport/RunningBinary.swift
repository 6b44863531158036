import Dispatch
import Foundation
import Glibc
import Synchronization

/// The built `viper-auth` binary running beside the test, made by `BinaryRunner.start`: the test
/// types lines into its standard input, reads its output as it comes (up to a prompt, before
/// answering it), may run a second process meanwhile, and ends with the whole run's result.
package final class RunningBinary {
    private let process: SpawnedProcess
    private let input: FileHandle
    private let standardOutput: OutputReader
    private let standardError: OutputReader
    /// Where the next `read(until:)` starts, in bytes of standard output.
    private var outputCursor = 0
    /// Where the next `readError(until:)` starts, in bytes of standard error.
    private var errorCursor = 0

    /// Starts `viper-auth commandLine…`; `input` nil gives it a pipe `type` writes to;
    /// `environment` changes `BinaryRunner.environment()` (a nil value removes a variable);
    /// `blockedSignals` are blocked in it from the start (none, as from a shell).
    init(
        _ commandLine: [String], input: FileHandle?, environment: [String: String?] = [:],
        blockedSignals: [Int32] = []
    ) throws {
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process = try SpawnedProcess(
            BinaryRunner.binaryPath, arguments: commandLine,
            environment: BinaryRunner.environment(environment),
            standardInput: (input ?? inputPipe.fileHandleForReading).fileDescriptor,
            standardOutput: outputPipe.fileHandleForWriting.fileDescriptor,
            standardError: errorPipe.fileHandleForWriting.fileDescriptor, blockedSignals: blockedSignals)
        // The child's ends are the child's alone now: with one left open here, the reads below
        // would never see the end of the output.
        for end in [
            inputPipe.fileHandleForReading, outputPipe.fileHandleForWriting, errorPipe.fileHandleForWriting,
        ] {
            try end.close()
        }
        self.input = inputPipe.fileHandleForWriting
        if input != nil { try inputPipe.fileHandleForWriting.close() }
        standardOutput = OutputReader(outputPipe.fileHandleForReading)
        standardError = OutputReader(errorPipe.fileHandleForReading)
    }

    /// The running app's process id, to look at it in `/proc`.
    package var processIdentifier: pid_t { process.processIdentifier }
    /// Everything printed on standard output so far.
    package var stdout: String { standardOutput.text }
    /// Everything printed on standard error so far.
    package var stderr: String { standardError.text }

    /// Types `line` and Return.
    package func type(_ line: String) throws {
        try type([line])
    }

    /// Types each of `lines` and Return after each.
    package func type(_ lines: [String]) throws {
        try input.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// Closes standard input: the app sees the end of input.
    package func closeInput() throws {
        try input.close()
    }

    /// Waits until standard output shows `marker` after what earlier reads returned, and returns
    /// the output from there up to and including it; fails if the run ends without printing it.
    @discardableResult
    package func read(until marker: String) async throws -> String {
        let (text, end) = try await read(until: marker, in: standardOutput, after: outputCursor)
        outputCursor = end
        return text
    }

    /// As `read(until:)`, on standard error.
    @discardableResult
    package func readError(until marker: String) async throws -> String {
        let (text, end) = try await read(until: marker, in: standardError, after: errorCursor)
        errorCursor = end
        return text
    }

    /// Sends `signal` (SIGTERM, SIGINT…) to the process, as `kill -SIGNAL` does.
    package func send(signal: Int32) {
        process.send(signal: signal)
    }

    /// Sends SIGKILL, as `kill -9` does: the app stops wherever it is, no handler runs.
    package func kill() {
        process.send(signal: SIGKILL)
    }

    /// Waits for the exit, once the output is read to its end; returns the whole run's output
    /// and its status.
    package func waitForExit() async throws -> BinaryResult {
        let deadline = ContinuousClock.now + BinaryRunner.patience
        while process.isRunning || !standardOutput.hasEnded || !standardError.hasEnded {
            guard ContinuousClock.now < deadline else {
                process.terminate()
                throw RunningBinaryError.neverExited(stdout: stdout, stderr: stderr)
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return result
    }

    /// Types `lines`, closes standard input, and waits for the exit.
    package func finish(typing lines: [String] = []) async throws -> BinaryResult {
        try type(lines)
        try closeInput()
        return try await waitForExit()
    }

    /// Waits for the exit of a run whose input is all given (`BinaryRunner.run`), on a thread of
    /// its own: a test never blocks a thread of the cooperative pool, which the in-process servers
    /// of other tests answer on (two blocked threads are the whole pool on a two-core machine).
    func exit() async -> BinaryResult {
        let (process, output, error) = (process, standardOutput, standardError)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                process.waitUntilExit()
                output.waitForEnd()
                error.waitForEnd()
                continuation.resume()
            }.start()
        }
        return result
    }

    private var result: BinaryResult {
        let status = process.terminatedBySignal ? 128 + process.terminationStatus : process.terminationStatus
        return BinaryResult(stdout: stdout, stderr: stderr, status: status)
    }

    /// The text of `reader` from byte `cursor` up to and including `marker`, once printed, and
    /// the byte just past it.
    private func read(until marker: String, in reader: OutputReader, after cursor: Int) async throws
        -> (text: String, end: Int)
    {
        let wanted = Array(marker.utf8)
        let deadline = ContinuousClock.now + BinaryRunner.patience
        while true {
            let (bytes, ended) = reader.snapshot
            if let end = Self.end(of: wanted, in: bytes, from: cursor) {
                return (String(decoding: bytes[cursor..<end], as: UTF8.self), end)
            }
            guard !ended, ContinuousClock.now < deadline else {
                throw RunningBinaryError.neverPrinted(marker, stdout: stdout, stderr: stderr)
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// The index just past the first `wanted` in `bytes` at or after `start`.
    private static func end(of wanted: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !wanted.isEmpty, bytes.count - start >= wanted.count else { return nil }
        for index in start...(bytes.count - wanted.count)
        where bytes[index..<(index + wanted.count)].elementsEqual(wanted) {
            return index + wanted.count
        }
        return nil
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

/// Why a run of the binary did not do what the test waited for; each case carries the output,
/// so the failure shows what the app printed instead.
package enum RunningBinaryError: Error, CustomStringConvertible {
    /// The run ended, or the patience ran out, before it printed the text.
    case neverPrinted(String, stdout: String, stderr: String)
    /// The run did not exit within the patience.
    case neverExited(stdout: String, stderr: String)
    /// The output lacked something the test looked for in it.
    case missing(String, output: String)

    /// The failure and the output, for the test's report.
    package var description: String {
        switch self {
        case .neverPrinted(let text, let stdout, let stderr):
            "never printed \(text.debugDescription)\n--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)"
        case .neverExited(let stdout, let stderr):
            "never exited\n--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)"
        case .missing(let what, let output): "no \(what) in:\n\(output)"
        }
    }
}

/// One output of the run, read to its end on a thread of its own as it arrives, so the app never
/// blocks on a full pipe and the test sees each prompt as soon as it is printed.
private final class OutputReader: Sendable {
    private let state = Mutex((bytes: [UInt8](), ended: false))
    private let ended = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let descriptor = handle.fileDescriptor
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                state.withLock { $0.bytes += chunk[..<count] }
            }
            state.withLock { $0.ended = true }
            withExtendedLifetime(handle) {}
            ended.signal()
        }
        thread.start()
    }

    /// What was read so far, and whether the output has ended.
    var snapshot: (bytes: [UInt8], ended: Bool) { state.withLock { ($0.bytes, $0.ended) } }
    var text: String { String(decoding: snapshot.bytes, as: UTF8.self) }
    var hasEnded: Bool { snapshot.ended }

    /// Blocks until the output has ended.
    func waitForEnd() {
        ended.wait()
        ended.signal()
    }
}
