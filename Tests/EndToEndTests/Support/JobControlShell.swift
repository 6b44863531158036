import Foundation
import Glibc
import TestSupport

/// The built `viper-auth` run as a person runs it: a job of a shell with job control on a
/// pseudo-terminal, so Ctrl-Z stops it, the shell takes the terminal back, and `fg` or `bg`
/// continue it. The test plays the person on the controller side: it reads the screen, types keys
/// and shell commands, and looks at the terminal's mode as the line discipline has it.
///
/// The shell is `/bin/sh` with `set -m`: it runs the app in a process group of its own, in the
/// foreground, then reads commands (`fg`, `bg`, `jobs -l`, `wait %1`, `exit`) from the terminal
/// and prints `[status: N]` after the app and after each command, N being its `$?` (148 when the
/// job was stopped by SIGTSTP). A non-interactive `sh` interrupts itself when its foreground job
/// dies of SIGINT; the trap keeps it reading commands, and its jobs still get the default action.
final class JobControlShell {
    private static let script = """
        trap : INT
        set -m
        "$0" "$@"
        echo "[status: $?]"
        while read -r command; do eval "$command"; echo "[status: $?]"; done
        """

    /// The side the test types into and reads the screen from.
    let controller: Int32
    /// The shell: the session leader, whose controlling terminal is the pseudo-terminal.
    let shell: pid_t
    /// The app, once `appProcess()` has found it.
    private var app: pid_t?
    /// What the screen showed that `read(until:)` has not yet returned.
    private var unread: [UInt8] = []
    /// Everything the screen showed.
    private(set) var transcript = ""

    /// Starts the shell on a new pseudo-terminal running `viper-auth arguments…` with `NO_COLOR=1`.
    init(arguments: [String]) throws {
        let controller = PseudoTerminalCalls.posixOpenpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard controller >= 0 else { throw JobControlShellError.cannotStart("posix_openpt: errno \(errno)") }
        guard PseudoTerminalCalls.grantpt(controller) == 0, PseudoTerminalCalls.unlockpt(controller) == 0,
            let name = PseudoTerminalCalls.ptsname(controller)
        else {
            close(controller)
            throw JobControlShellError.cannotStart("grantpt/unlockpt/ptsname: errno \(errno)")
        }
        let followerPath = String(cString: name)
        self.controller = controller
        do {
            shell = try Self.spawnShell(onTerminal: followerPath, arguments: arguments)
        } catch {
            close(controller)
            throw error
        }
    }

    /// Types `text` as the person would: keys, control characters (`\u{1A}` is Ctrl-Z) and lines.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        precondition(written == bytes.count, "short write to a pseudo-terminal")
    }

    /// The screen from the last read up to and including `marker`; throws with the whole
    /// transcript when it does not appear (a safety net only: it returns as soon as it does).
    @discardableResult
    func read(until marker: String) throws -> String {
        let wanted = Array(marker.utf8)
        let deadline = ContinuousClock.now + BinaryRunner.patience
        while true {
            if let end = Self.end(of: wanted, in: unread) {
                let shown = String(decoding: unread[..<end], as: UTF8.self)
                unread.removeSubrange(..<end)
                return shown
            }
            guard ContinuousClock.now < deadline, readScreen() else {
                throw JobControlShellError.neverShown(marker, transcript: transcript)
            }
        }
    }

    /// The app's process: the foreground process group of the terminal while the app waits at a
    /// prompt (the shell makes the job's first process its group's leader).
    func appProcess() throws -> pid_t {
        let group = tcgetpgrp(controller)
        guard group > 0, group != shell else {
            throw JobControlShellError.noApp(foreground: group, transcript: transcript)
        }
        app = group
        return group
    }

    /// Whether the terminal echoes what is typed, as its line discipline says now.
    var echoIsOn: Bool {
        var mode = termios()
        precondition(tcgetattr(controller, &mode) == 0, "tcgetattr failed")
        return mode.c_lflag & tcflag_t(ECHO) != 0
    }

    /// The state letter of `process` in `/proc` (`T` stopped, `S` sleeping, `Z` ended but not yet
    /// reaped), or nil once it is gone.
    func state(of process: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let nameEnd = stat.range(of: ") ", options: .backwards)
        else { return nil }
        return stat[nameEnd.upperBound...].first
    }

    /// Waits until `process` has ended (a zombie its shell has not yet reaped, or gone); a safety
    /// net bounds the wait, which ends as soon as it has.
    func waitUntilEnded(_ process: pid_t) throws {
        let deadline = ContinuousClock.now + BinaryRunner.patience
        while let state = state(of: process), state != "Z" {
            guard ContinuousClock.now < deadline else {
                throw JobControlShellError.neverEnded(process, transcript: transcript)
            }
            _ = readScreen()
        }
    }

    /// Types `exit` to the shell and returns its exit status once it has ended.
    func exitShell() throws -> Int32 {
        type("exit\n")
        let deadline = ContinuousClock.now + BinaryRunner.patience
        var status: Int32 = 0
        while waitpid(shell, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else {
                throw JobControlShellError.neverExited(transcript: transcript)
            }
            _ = readScreen()  // keeps the terminal drained while the shell finishes
        }
        return (status >> 8) & 0xff
    }

    deinit {
        // A failed test may leave the app stopped or waiting: end both, then reap the shell.
        if let app { kill(app, SIGKILL) }
        kill(shell, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(shell, &status, 0)
        close(controller)
    }

    /// Waits up to a moment for screen output and keeps it; false when the terminal has closed.
    private func readScreen() -> Bool {
        var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, 200)
        if ready < 0 { return errno == EINTR }
        guard ready == 1 else { return true }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(controller, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }  // EIO: no process has the terminal open any more
        unread += chunk[..<count]
        transcript += String(decoding: chunk[..<count], as: UTF8.self)
        return true
    }

    /// The index just past the first `wanted` in `bytes`.
    private static func end(of wanted: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !wanted.isEmpty, bytes.count >= wanted.count else { return nil }
        for start in 0...(bytes.count - wanted.count)
        where bytes[start..<start + wanted.count].elementsEqual(wanted) {
            return start + wanted.count
        }
        return nil
    }

    /// Starts `sh -c script viper-auth arguments…` in a new session whose controlling terminal is
    /// the pseudo-terminal at `followerPath`: a session leader opening a terminal acquires it.
    private static func spawnShell(onTerminal followerPath: String, arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The test's threads block most signals and the runner may ignore some: the shell starts
        // with none blocked and every action the default, as a login shell would.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        let flags = PseudoTerminalCalls.spawnNewSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, followerPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Other tests' pipes must not stay open in this shell (their readers would wait for it).
        _ = PseudoTerminalCalls.addCloseFrom?(&actions, 3)

        let environment = BinaryRunner.environment()
        let argv = (["sh", "-c", script, BinaryRunner.binaryPath] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { for string in argv + envp { free(string) } }
        var shell: pid_t = 0
        let result = posix_spawn(&shell, "/bin/sh", &actions, &attributes, argv + [nil], envp + [nil])
        guard result == 0 else {
            throw JobControlShellError.cannotStart("posix_spawn /bin/sh: errno \(result)")
        }
        return shell
    }
}

enum JobControlShellError: Error, CustomStringConvertible {
    case cannotStart(String)
    case neverShown(String, transcript: String)
    case noApp(foreground: pid_t, transcript: String)
    case neverEnded(pid_t, transcript: String)
    case neverExited(transcript: String)

    var description: String {
        switch self {
        case .cannotStart(let reason): "cannot start the shell on a pseudo-terminal: \(reason)"
        case .neverShown(let marker, let transcript):
            "never showed \(marker.debugDescription)\n--- screen:\n\(transcript)"
        case .noApp(let group, let transcript):
            "the app is not in the foreground (\(group))\n--- screen:\n\(transcript)"
        case .neverEnded(let process, let transcript):
            "process \(process) never ended\n--- screen:\n\(transcript)"
        case .neverExited(let transcript): "the shell never exited\n--- screen:\n\(transcript)"
        }
    }
}
