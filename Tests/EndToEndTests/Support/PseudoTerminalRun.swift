import Foundation
import Glibc
import TestSupport

/// The built `viper-auth` binary on a pseudo-terminal: its standard input and output are the
/// follower side, so it sees a terminal (colour on unless told otherwise); the test types and
/// reads the screen on the controller side. Standard error goes to a file.
///
/// The terminal's line discipline is left as it is: it echoes what is typed and shows each `\n`
/// the app writes as `\r\n`.
final class PseudoTerminalRun {
    private let process: SpawnedProcess
    private let controller: Int32
    private let follower: Int32
    private let stderrPath: String
    /// Everything read from the screen so far.
    private(set) var screen: [UInt8] = []
    private var cursor = 0

    /// Starts `viper-auth arguments…` with `environment` changes applied (nil removes a variable).
    init(arguments: [String], environment changes: [String: String?], stderrPath: String) throws {
        controller = PseudoTerminalCalls.posixOpenpt(O_RDWR | O_NOCTTY)
        guard controller >= 0, PseudoTerminalCalls.grantpt(controller) == 0,
            PseudoTerminalCalls.unlockpt(controller) == 0, let name = PseudoTerminalCalls.ptsname(controller)
        else { throw PseudoTerminalRunError.cannotOpen }
        follower = open(name, O_RDWR | O_NOCTTY)
        guard follower >= 0 else { throw PseudoTerminalRunError.cannotOpen }
        self.stderrPath = stderrPath

        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        let errorFile = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
        process = try SpawnedProcess(
            BinaryRunner.binaryPath, arguments: arguments, environment: BinaryRunner.environment(changes),
            standardInput: follower, standardOutput: follower, standardError: errorFile.fileDescriptor)
        try errorFile.close()
    }

    /// Types `line` and Return.
    func type(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(controller, $0.baseAddress, $0.count) }
        precondition(written == bytes.count, "short write to a pseudo-terminal")
    }

    /// The screen from the last read up to and including `marker`, as bytes.
    ///
    /// The deadline only keeps a broken run from hanging the suite; what was seen by then is thrown.
    func read(until marker: String) throws -> [UInt8] {
        let wanted = Array(marker.utf8)
        let deadline = ContinuousClock.now + BinaryRunner.patience
        while true {
            if let end = Self.end(of: wanted, in: screen, from: cursor) {
                let part = Array(screen[cursor..<end])
                cursor = end
                return part
            }
            guard ContinuousClock.now < deadline, readSome(waitingMilliseconds: 1_000) || process.isRunning
            else {
                throw PseudoTerminalRunError.neverShown(
                    marker, screen: String(decoding: screen, as: UTF8.self))
            }
        }
    }

    /// Waits for the exit; returns the status, the rest of the screen and standard error.
    func waitForExit() throws -> (status: Int32, rest: [UInt8], stderr: String) {
        let deadline = ContinuousClock.now + BinaryRunner.patience
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                process.terminate()
                throw PseudoTerminalRunError.neverExited
            }
            _ = readSome(waitingMilliseconds: 20)
        }
        while readSome(waitingMilliseconds: 50) {}
        let rest = Array(screen[cursor...])
        cursor = screen.count
        let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: stderrPath)
        return (process.terminationStatus, rest, stderr)
    }

    /// Reads what the screen has within `waitingMilliseconds`; false when nothing came.
    private func readSome(waitingMilliseconds: Int32) -> Bool {
        var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, waitingMilliseconds) == 1 else { return false }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(controller, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        screen += chunk[..<count]
        return true
    }

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
        close(follower)
        close(controller)
    }
}

enum PseudoTerminalRunError: Error {
    case cannotOpen
    case neverShown(String, screen: String)
    case neverExited
}
