import Glibc
import Synchronization

/// A child process started with `posix_spawn(3)`: what the tests used Foundation's `Process` for.
///
/// The toolchain's `Process.run()` crashes now and then on Linux: it lists `/proc/self/fd` to find
/// the descriptors to close in the child and copies each directory entry's whole 256-byte name
/// field, reading past the end of the C library's buffer when an entry sits at its end (about one
/// full `swift test` run in three crashed with SIGSEGV inside it). This spawns directly instead:
/// the child gets the three descriptors it is given as its standard input, output and error, and
/// every other descriptor is closed in it (`posix_spawn_file_actions_addclosefrom_np`), so no pipe
/// of another test stays open in it and every reader still sees its end of file.
package final class SpawnedProcess: Sendable {
    /// The child's process id.
    package let processIdentifier: pid_t
    /// The wait status once the child is reaped; nil while it runs.
    private let waitStatus = Mutex<Int32?>(nil)

    /// Starts `path` with `arguments` (not counting the program's name) and exactly `environment`,
    /// its standard input, output and error the descriptors given (which stay open here and
    /// belong to the caller). `newSession` makes it the leader of a session of its own.
    ///
    /// The child starts with exactly `blockedSignals` blocked — none, as a shell starts a program —
    /// not with the mask of the test's thread, which a concurrency pool thread has full.
    package init(
        _ path: String, arguments: [String], environment: [String: String], standardInput: Int32,
        standardOutput: Int32, standardError: Int32, newSession: Bool = false, blockedSignals: [Int32] = []
    ) throws(SpawnError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (source, target) in [standardInput, standardOutput, standardError].enumerated() {
            posix_spawn_file_actions_adddup2(&actions, target, Int32(source))
        }
        if let closeFrom = PseudoTerminalCalls.addCloseFrom {
            _ = closeFrom(&actions, 3)
        } else {
            for descriptor in 3..<min(getdtablesize(), 1 << 16) {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for signalNumber in blockedSignals { sigaddset(&mask, signalNumber) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        let flags = Int32(POSIX_SPAWN_SETSIGMASK) | (newSession ? PseudoTerminalCalls.spawnNewSession : 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([path] + arguments).map { strdup($0) }
        let envp = environment.map { strdup($0.key + "=" + $0.value) }
        defer { for pointer in argv + envp { free(pointer) } }
        var identifier: pid_t = 0
        let result = posix_spawn(&identifier, path, &actions, &attributes, argv + [nil], envp + [nil])
        guard result == 0 else { throw SpawnError(path: path, errorNumber: result) }
        processIdentifier = identifier
    }

    /// True until the child has exited (it is reaped here the first time it is seen to have).
    package var isRunning: Bool {
        waitStatus.withLock { status in
            if status != nil { return false }
            var reaped: Int32 = 0
            guard waitpid(processIdentifier, &reaped, WNOHANG) == processIdentifier else { return true }
            status = reaped
            return false
        }
    }

    /// Blocks until the child has exited.
    package func waitUntilExit() {
        while isRunning {
            var reaped: Int32 = 0
            let result = waitpid(processIdentifier, &reaped, 0)
            if result == processIdentifier {
                waitStatus.withLock { $0 = $0 ?? reaped }
                return
            }
            // EINTR: wait again. ECHILD: `isRunning` reaped it on another thread meanwhile.
            if result == -1 && errno == ECHILD { usleep(1_000) }
        }
    }

    /// The exit status, or the signal's number when `terminatedBySignal`; 0 while it runs.
    package var terminationStatus: Int32 {
        guard let status = waitStatus.withLock({ $0 }) else { return 0 }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : signal
    }

    /// Whether a signal ended the child.
    package var terminatedBySignal: Bool {
        guard let status = waitStatus.withLock({ $0 }) else { return false }
        return status & 0x7f != 0
    }

    /// Sends `signal` to the child, unless it has already been reaped (its id may be reused).
    package func send(signal: Int32) {
        waitStatus.withLock { status in
            if status == nil { _ = kill(processIdentifier, signal) }
        }
    }

    /// Sends SIGTERM.
    package func terminate() {
        send(signal: SIGTERM)
    }
}

/// `posix_spawn` refused to start a program.
package struct SpawnError: Error, CustomStringConvertible {
    /// The program's path.
    package let path: String
    /// The error number `posix_spawn` returned.
    package let errorNumber: Int32

    /// The program and the error number, for the test's report.
    package var description: String { "cannot start \(path): errno \(errorNumber)" }
}
