import Glibc
import TestSupport
import Testing

/// Starts sibling executables of the test bundle with posix_spawn, since FoundationEssentials has no Process.
struct ChildProcess {
    let processIdentifier: pid_t
    /// The read end of the child's standard output, when the test asked to read it; else -1.
    private let outputDescriptor: Int32

    /// The executables of the package are built into the same directory as the test bundle.
    static func builtExecutablePath(named name: String) throws -> String {
        let path = BinaryRunner.builtExecutable(named: name)
        try #require(
            access(path, X_OK) == 0,
            "\(name) was not found next to the test bundle at \(path); build the package with `swift build`")
        return path
    }

    /// Starts `executable`; with `readingOutput` its standard output goes to a pipe that
    /// `readLine()` reads, otherwise it shares the test's.
    init(executable: String, arguments: [String], readingOutput: Bool = false) throws {
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { for argument in argv { free(argument) } }
        var pipeEnds: [Int32] = [-1, -1]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if readingOutput {
            let created = pipe(&pipeEnds)
            try #require(created == 0, "pipe failed: errno \(errno)")
            // Only the child's standard output may hold the write end, or the read never sees EOF.
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        }
        var identifier: pid_t = 0
        let result = posix_spawn(&identifier, executable, &actions, nil, argv + [nil], environ)
        if readingOutput { close(pipeEnds[1]) }
        if result != 0, readingOutput { close(pipeEnds[0]) }
        try #require(result == 0, "posix_spawn \(executable) failed: errno \(result)")
        processIdentifier = identifier
        outputDescriptor = pipeEnds[0]
    }

    /// The next line the child printed, without its newline; nil once the child closed its output.
    func readLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(outputDescriptor, &byte, 1)
            if count == 1 {
                if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
                line.append(byte)
            } else if count == 0 || errno != EINTR {
                return nil
            }
        }
    }

    /// Sends SIGKILL: the child stops at whatever instruction it was on, as with `kill -9`.
    func killAbruptly() {
        kill(processIdentifier, SIGKILL)
    }

    /// The exit status, or 128 plus the signal number if the child was killed.
    func waitForExit() throws -> Int32 {
        try #require(try wait(options: 0))
    }

    /// The exit status if the child has ended, without waiting for it; nil while it runs.
    func exitStatusIfEnded() throws -> Int32? {
        try wait(options: WNOHANG)
    }

    private func wait(options: Int32) throws -> Int32? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(processIdentifier, &status, options)
            if reaped == 0 { return nil }
            if reaped > 0 { break }
            try #require(errno == EINTR, "waitpid failed: errno \(errno)")
        }
        if outputDescriptor >= 0 { close(outputDescriptor) }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
