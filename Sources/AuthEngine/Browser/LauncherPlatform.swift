import Glibc

/// Every libc call of the browser launcher: starting a program with `posix_spawnp` (no shell, so
/// nothing in a URL is ever read as shell syntax) and waiting for its exit.
enum LauncherPlatform {
    /// How a started program ended.
    enum Exit: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
    }

    /// Starts `arguments[0]`, looked up on `PATH` unless it holds a `/`, with the rest as its
    /// arguments and this process's environment; its standard input, output and error go to
    /// `/dev/null`, so a browser's chatter never lands on the person's terminal, and it runs in a
    /// process group of its own. Returns the process id, or the `errno` of the failed start (a
    /// missing program included).
    static func spawn(_ arguments: [String]) -> Result<pid_t, LauncherStartError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The program starts as a shell would start it: nothing blocked, SIGPIPE not ignored, even
        // when this process's thread blocks signals or the app ignores SIGPIPE.
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // In a process group of its own: the keys that signal the terminal's foreground group
        // (Ctrl-C, Ctrl-Z, Ctrl-\), pressed at the app's prompt, must not reach the person's browser.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = arguments.map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        var identifier: pid_t = 0
        let result = posix_spawnp(&identifier, arguments[0], &actions, &attributes, argv + [nil], environ)
        guard result == 0 else { return .failure(LauncherStartError(errno: result)) }
        return .success(identifier)
    }

    /// Blocks until `process` exits, and reaps it.
    static func waitForExit(_ process: pid_t) -> Exit {
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 {
            // EINTR is retried; ECHILD means someone else reaped it, and nothing more can be known.
            guard errno == EINTR else { return .exited(0) }
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// Runs `body` on a detached thread of its own; false when no thread could be started.
    static func onOwnThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        SocketPlatform.startThread(body) == 0
    }
}

/// Why a program could not be started: the `errno` of `posix_spawnp`.
package struct LauncherStartError: Error, Equatable, Sendable {
    /// `ENOENT` when the program is not on `PATH`, `EACCES` when it is not executable, …
    package let errno: Int32
}

extension LauncherPlatform {
    /// The value of the environment variable `name`; nil when unset or empty.
    static func environmentValue(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
