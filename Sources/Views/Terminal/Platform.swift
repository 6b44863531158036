import Glibc
import Synchronization

/// Every C library call the views make, in one place, so the rest of the target reads as Swift and
/// a port to another system touches one file.
///
/// Nothing here reads the environment: the app passes it in. What the signal handlers need — the
/// echo state, the mode to restore, the prompt to show again — lives in C-compatible storage they
/// can reach without allocating or taking locks.
enum Platform {
    /// The most bytes one `read(2)` asks for.
    static let readChunkSize = 4096

    // MARK: - Reading and writing

    /// The next bytes from `descriptor`, waiting for at least one; empty at end of input.
    ///
    /// A read error (a terminal hung up, `EIO`) is end of input too: there is nothing more to read
    /// either way, and the caller's answer to both is a clean cancel.
    ///
    /// While a secret is awaited, a read from the background (after Ctrl-Z and `bg`) stops the
    /// process until `fg` instead, as job control intends; and it waits for input before reading,
    /// so the stop comes only once there is something to read, never racing a SIGTERM that came
    /// with the SIGCONT (`kill %1`).
    static func readChunk(from descriptor: Int32) -> [UInt8] {
        let secretIsAwaited = EchoState.phase(of: EchoState.word.load(ordering: .acquiring)) != .echoing
        while true {
            var failure: Int32 = 0
            if secretIsAwaited { waitUntilReady(descriptor, for: POLLIN) }
            let chunk = [UInt8](unsafeUninitializedCapacity: readChunkSize) { buffer, initializedCount in
                let count =
                    secretIsAwaited
                    ? withBackgroundStops { read(descriptor, buffer.baseAddress, buffer.count) }
                    : read(descriptor, buffer.baseAddress, buffer.count)
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

    /// True when a read of `descriptor` would not wait: input, its end, or an error has arrived.
    static func hasInput(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, 0)
            if ready < 0 && errno == EINTR { continue }
            return ready != 0  // a failed poll too: the read then reports it as end of input
        }
    }

    /// Writes all of `text` to `descriptor`, resuming after partial writes and interruptions;
    /// false when the descriptor refuses more (`EPIPE` once the reader has gone).
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return true }
            return writeAll(start, count: bytes.count, to: descriptor)
        }
    }

    /// The width of the terminal `descriptor` in columns; nil when it is no terminal or does not
    /// say (a pseudo-terminal nobody sized).
    static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// True when `descriptor` is a terminal rather than a pipe or a file.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// `write(2)` until all `count` bytes are written; false when the descriptor refuses more.
    /// Async-signal-safe: the Ctrl-Z handler shows the prompt again with it.
    static func writeAll(
        _ bytes: UnsafePointer<UInt8>, count: Int, to descriptor: Int32
    ) -> Bool {
        var offset = 0
        while offset < count {
            let written = Glibc.write(descriptor, bytes + offset, count - offset)
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

    private static func waitUntilReady(_ descriptor: Int32, for event: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(event), revents: 0)
        _ = poll(&request, 1, -1)
    }

    /// Runs `body` with SIGTTIN and SIGTTOU unblocked on this thread, so a terminal read or mode
    /// change made from the background stops the process until `fg`, as job control intends.
    ///
    /// The main actor runs on a worker thread that blocks them, and the system answers a blocked
    /// SIGTTIN with `EIO` — end of input, which would cancel a secret prompt after `bg` — and lets
    /// a mode change through, turning the shell's echo off.
    static func withBackgroundStops<Result>(_ body: () -> Result) -> Result {
        var stops = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGTTIN)
        sigaddset(&stops, SIGTTOU)
        var previous = sigset_t()
        _ = pthread_sigmask(SIG_UNBLOCK, &stops, &previous)
        defer { _ = pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }
}
