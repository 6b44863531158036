import Glibc
import Synchronization

/// Every C library call the views make, in one place, so the rest of the target reads as Swift and
/// a port to another system touches one file.
///
/// Nothing here reads the environment: the app passes it in. The echo state lives in C-compatible
/// storage that the termination signal handler can reach without allocating or taking locks.
enum Platform {
    /// The most bytes one `read(2)` asks for.
    static let readChunkSize = 4096

    // MARK: - Reading and writing

    /// The next bytes from `descriptor`, waiting for at least one; empty at end of input.
    ///
    /// A read error (a terminal hung up, `EIO`) is end of input too: there is nothing more to read
    /// either way, and the caller's answer to both is a clean cancel.
    static func readChunk(from descriptor: Int32) -> [UInt8] {
        while true {
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: readChunkSize) { buffer, initializedCount in
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                initializedCount = max(count, 0)
                if count < 0 { failure = errno }
            }
            switch failure {
            case 0: return chunk
            case EINTR: continue
            case EAGAIN: waitUntilReady(descriptor, for: POLLIN)  // standard input left non-blocking
            default: return []
            }
        }
    }

    /// Writes all of `text` to `descriptor`, resuming after partial writes and interruptions;
    /// false when the descriptor refuses more (`EPIPE` once the reader has gone).
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && errno == EAGAIN {
                    waitUntilReady(descriptor, for: POLLOUT)
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// True when `descriptor` is a terminal rather than a pipe or a file.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    private static func waitUntilReady(_ descriptor: Int32, for event: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(event), revents: 0)
        _ = poll(&request, 1, -1)
    }

    // MARK: - Echo

    /// Turns echo off on the terminal `descriptor`, keeping line editing (canonical mode); false
    /// when its mode cannot be read or changed.
    ///
    /// The mode before is saved where `restoreEcho()` — and the signal handler — find it. Typed-ahead
    /// input is kept (`TCSANOW`, not `TCSAFLUSH`), so a script driving a pseudo-terminal that
    /// answers before the prompt appears is not silently dropped.
    static func disableEcho(on descriptor: Int32) -> Bool {
        let saved = EchoState.savedMode
        guard tcgetattr(descriptor, saved) == 0 else { return false }
        var quiet = saved.pointee
        // ECHONL would echo the newline alone; the terminal writes that newline itself.
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL)
        // Armed before the change, so a signal in between restores a mode that is still current.
        EchoState.descriptor.store(descriptor, ordering: .releasing)
        guard tcsetattr(descriptor, TCSANOW, &quiet) == 0 else {
            EchoState.descriptor.store(EchoState.nothingSaved, ordering: .releasing)
            return false
        }
        return true
    }

    /// Puts back the mode `disableEcho(on:)` saved, if echo is off; does nothing otherwise.
    ///
    /// Async-signal-safe (an atomic load and store, `tcsetattr(3)`), because the termination signal
    /// handler calls it. The saved mode is forgotten only after it is set again, so a signal
    /// arriving in between restores it a second time rather than not at all.
    static func restoreEcho() {
        let descriptor = EchoState.descriptor.load(ordering: .acquiring)
        guard descriptor != EchoState.nothingSaved else { return }
        _ = tcsetattr(descriptor, TCSANOW, EchoState.savedMode)
        EchoState.descriptor.store(EchoState.nothingSaved, ordering: .releasing)
    }

    /// True when echo is off because of `disableEcho(on:)` and not yet restored.
    static var echoIsDisabled: Bool {
        EchoState.descriptor.load(ordering: .acquiring) != EchoState.nothingSaved
    }

    // MARK: - Signals

    /// The signals that end the process while a prompt may have echo off: Ctrl-C, `kill`, Ctrl-\
    /// and a closed terminal window.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGQUIT, SIGHUP]

    /// Installs the handler that restores echo for each of `terminationSignals`, and ignores
    /// `SIGPIPE` so writing to a closed output fails with `EPIPE` instead of killing the process.
    static func installTerminationHandlers() {
        // Touch the saved state first: a global's lazy initialisation is not async-signal-safe,
        // so it must be done before a handler could be the first to reach it.
        _ = EchoState.savedMode
        _ = EchoState.descriptor.load(ordering: .relaxed)
        for signalNumber in terminationSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreEchoAndDie
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            _ = sigaction(signalNumber, &action, nil)
        }
        _ = signal(SIGPIPE, SIG_IGN)
    }
}

/// The mode to restore and the terminal it belongs to, in storage the signal handler can reach.
///
/// `savedMode` is written only on the main actor, before `descriptor` is armed (release), and read
/// by `restoreEcho()` after `descriptor` is seen armed (acquire).
private enum EchoState {
    /// The value of `descriptor` when echo is on (nothing to restore).
    static let nothingSaved: Int32 = -1

    /// The terminal whose echo is off, or `nothingSaved`.
    static let descriptor = Atomic<Int32>(nothingSaved)

    /// The terminal's mode before echo was turned off; allocated once and never freed.
    nonisolated(unsafe) static let savedMode: UnsafeMutablePointer<termios> = {
        let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        storage.initialize(to: termios())
        return storage
    }()
}

/// The termination signal handler: restore the terminal, then die of the same signal with the
/// default action, so the shell sees the conventional status (130 for SIGINT, 143 for SIGTERM).
///
/// Only async-signal-safe calls: the signal is blocked while its handler runs, so `raise(3)` leaves
/// it pending and it is delivered — now with the default action — as the handler returns.
private func restoreEchoAndDie(_ signalNumber: Int32) {
    Platform.restoreEcho()
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}
