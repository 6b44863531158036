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

    /// Writes all of `text` to `descriptor`, resuming after partial writes and interruptions;
    /// false when the descriptor refuses more (`EPIPE` once the reader has gone).
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return true }
            return writeAll(start, count: bytes.count, to: descriptor)
        }
    }

    /// True when `descriptor` is a terminal rather than a pipe or a file.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// `write(2)` until all `count` bytes are written; false when the descriptor refuses more.
    /// Async-signal-safe: the Ctrl-Z handler shows the prompt again with it.
    fileprivate static func writeAll(
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
    private static func withBackgroundStops<Result>(_ body: () -> Result) -> Result {
        var stops = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGTTIN)
        sigaddset(&stops, SIGTTOU)
        var previous = sigset_t()
        _ = pthread_sigmask(SIG_UNBLOCK, &stops, &previous)
        defer { _ = pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    // MARK: - Echo

    /// Turns echo off on the terminal `descriptor`, keeping line editing (canonical mode); false
    /// when its mode cannot be read or changed.
    ///
    /// The mode before is saved where `restoreEcho()` — and the signal handlers — find it, and so
    /// is `prompt`, the text written to `output` before the secret is typed: while echo is off,
    /// Ctrl-Z puts the saved mode back before the process stops, and continuing (`fg`) turns echo
    /// off again and writes `prompt` once more (see `hideEchoAfterContinuing()`). Typed-ahead input
    /// is kept (`TCSANOW`, not `TCSAFLUSH`), so a script driving a pseudo-terminal that answers
    /// before the prompt appears is not silently dropped.
    static func disableEcho(on descriptor: Int32, prompt: String = "", output: Int32 = -1) -> Bool {
        JobControl.install()
        let saved = EchoState.savedMode
        guard tcgetattr(descriptor, saved) == 0 else {
            JobControl.uninstall()
            return false
        }
        EchoState.keep(prompt: prompt, output: output)
        EchoState.descriptor.store(descriptor, ordering: .relaxed)
        // Armed before the change, so a signal in between restores a mode that is still current.
        let word = EchoState.word.load(ordering: .acquiring)
        EchoState.word.store(EchoState.word(after: word, phase: .hidden), ordering: .releasing)
        var quiet = quietMode(from: saved.pointee)
        guard withBackgroundStops({ tcsetattr(descriptor, TCSANOW, &quiet) }) == 0 else {
            restoreEcho()
            return false
        }
        return true
    }

    /// Puts back the mode `disableEcho(on:)` saved, if echo is off, and stops handling Ctrl-Z;
    /// does nothing when no secret is awaited.
    ///
    /// Async-signal-safe (atomics, `tcsetattr(3)`, `sigaction(2)`), because the termination signal
    /// handler calls it. The mode is set before the state says so, so a signal arriving in between
    /// restores it a second time rather than not at all; and when a Ctrl-Z handler changes the
    /// state meanwhile, the exchange fails and the state is read again.
    static func restoreEcho() {
        while true {
            let word = EchoState.word.load(ordering: .acquiring)
            switch EchoState.phase(of: word) {
            case .echoing: return
            case .hidden:
                _ = tcsetattr(EchoState.descriptor.load(ordering: .relaxed), TCSANOW, EchoState.savedMode)
            case .stopped: break  // the Ctrl-Z handler put the mode back before the process stopped
            case .resuming: continue  // a handler on another thread is a few system calls from done
            }
            if EchoState.move(from: word, to: .echoing) { break }
        }
        JobControl.uninstall()
    }

    /// True when echo is off because of `disableEcho(on:)` and not yet restored.
    static var echoIsDisabled: Bool {
        EchoState.phase(of: EchoState.word.load(ordering: .acquiring)) == .hidden
    }

    /// `mode` without echo; the terminal still writes the newline of Enter itself (ECHONL off).
    private static func quietMode(from mode: termios) -> termios {
        var quiet = mode
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL)
        return quiet
    }

    // MARK: - Ctrl-Z at a hidden prompt

    /// What the SIGTSTP handler does before the process stops: puts the saved mode back, so the
    /// shell the person returns to echoes, while the secret is still awaited. Async-signal-safe.
    static func restoreEchoBeforeStopping() {
        let word = EchoState.word.load(ordering: .acquiring)
        guard EchoState.phase(of: word) == .hidden else { return }
        _ = tcsetattr(EchoState.descriptor.load(ordering: .relaxed), TCSANOW, EchoState.savedMode)
        // If this fails, the prompt ended meanwhile and restored the mode itself.
        _ = EchoState.move(from: word, to: .stopped)
    }

    /// What runs once the process continues at a hidden prompt — in the SIGCONT handler, and in the
    /// SIGTSTP handler once its stop returns (at once when the system discarded the stop): reads
    /// the mode again (the shell may have changed it), turns echo off, and writes the prompt again
    /// from the start of its line; whichever comes first does it. Async-signal-safe.
    ///
    /// Input typed before the prompt reappears is discarded (`tcflush(3)`): a partly typed secret
    /// (the terminal flushes it at Ctrl-Z anyway, unless `NOFLSH` is set) or keys pressed while
    /// echo was on. The answer is what is typed after the prompt, whole. Nothing is done while the
    /// process is in the background (after `bg`): changing the mode there would hide the shell's
    /// echo; its read then stops it (SIGTTIN) with echo on, and `fg` continues it here again.
    static func hideEchoAfterContinuing() {
        let word = EchoState.word.load(ordering: .acquiring)
        let descriptor = EchoState.descriptor.load(ordering: .relaxed)
        guard EchoState.phase(of: word) == .stopped, isInForeground(descriptor),
            EchoState.move(from: word, to: .resuming)
        else { return }
        let claimed = EchoState.word(after: word, phase: .resuming)
        let saved = EchoState.savedMode
        var resumed = false
        if tcgetattr(descriptor, saved) == 0 {
            var quiet = quietMode(from: saved.pointee)
            // Not TCSAFLUSH: it waits for output to drain, which a handler must not.
            resumed = tcsetattr(descriptor, TCSANOW, &quiet) == 0 && tcflush(descriptor, TCIFLUSH) == 0
        }
        let phase: EchoPhase = resumed ? .hidden : .stopped
        EchoState.word.store(EchoState.word(after: claimed, phase: phase), ordering: .releasing)
        guard resumed else { return }
        _ = writeAll(
            EchoState.prompt, count: EchoState.promptLength.load(ordering: .relaxed),
            to: EchoState.output.load(ordering: .relaxed))
    }

    /// False when the terminal belongs to another process group in the foreground (the shell
    /// after `bg`); true too when it is no process's controlling terminal, where nothing is in
    /// the background.
    private static func isInForeground(_ descriptor: Int32) -> Bool {
        let foreground = tcgetpgrp(descriptor)
        return foreground <= 0 || foreground == getpgrp()
    }

    // MARK: - Signals

    /// The signals that end the process while a prompt may have echo off: Ctrl-C, `kill`, Ctrl-\
    /// and a closed terminal window.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGQUIT, SIGHUP]

    /// Installs the handler that restores echo for each of `terminationSignals`, and ignores
    /// `SIGPIPE` so writing to a closed output fails with `EPIPE` instead of killing the process.
    ///
    /// Ctrl-Z is handled by each hidden prompt while it waits (`disableEcho(on:)`), so everywhere
    /// else SIGTSTP and SIGCONT keep the action the process started with.
    static func installTerminationHandlers() {
        JobControl.prepare()
        let action = JobControl.action(restoreEchoAndDie)
        for signalNumber in terminationSignals {
            _ = sigaction(signalNumber, action, nil)
        }
        _ = signal(SIGPIPE, SIG_IGN)
    }
}

/// Where a secret prompt stands, as the reading code and the signal handlers see it.
private enum EchoPhase: Int {
    /// No secret is awaited; the terminal's mode is the person's.
    case echoing
    /// A secret is awaited with echo off; `savedMode` is the mode to put back.
    case hidden
    /// A secret is awaited, but Ctrl-Z put the mode back and stopped the process.
    case stopped
    /// A handler is turning echo off again after the process continued.
    case resuming
}

/// The state of a secret prompt and what the signal handlers need of it, in storage they can
/// reach: allocated once, never freed, touched before any handler is installed (a global's lazy
/// initialisation is not async-signal-safe).
///
/// `word` holds the phase in its low two bits and a count of changes above them, so a change
/// made by a signal handler between a load and a compare-and-exchange is always noticed. The
/// other fields are written only while no prompt is armed, before `word` says so (release), and
/// read after it is seen armed (acquire) — except `savedMode`, which the handler that claimed
/// `resuming` rewrites.
private enum EchoState {
    static let word = Atomic<Int>(EchoPhase.echoing.rawValue)
    /// The terminal whose echo is off.
    static let descriptor = Atomic<Int32>(-1)
    /// The terminal's mode before echo was turned off.
    nonisolated(unsafe) static let savedMode = allocate(termios())
    /// Where the prompt is shown again.
    static let output = Atomic<Int32>(-1)
    /// A carriage return and the prompt: the cursor is at the start of a line after `fg`, or
    /// still after the prompt when the stop did not happen, and the prompt is written over itself.
    nonisolated(unsafe) static let prompt = UnsafeMutablePointer<UInt8>.allocate(capacity: promptCapacity)
    static let promptLength = Atomic<Int>(0)
    /// Far more than any prompt of this app; a longer one is cut at a character boundary.
    static let promptCapacity = 512

    static func phase(of word: Int) -> EchoPhase {
        EchoPhase(rawValue: word & 0b11) ?? .echoing
    }

    /// `word` moved to `phase`, with its count of changes one higher.
    static func word(after word: Int, phase: EchoPhase) -> Int {
        ((word >> 2) &+ 1) << 2 | phase.rawValue
    }

    /// Moves from `word` to `phase`; false when the state changed since `word` was read.
    static func move(from word: Int, to phase: EchoPhase) -> Bool {
        self.word.compareExchange(
            expected: word, desired: self.word(after: word, phase: phase), ordering: .acquiringAndReleasing
        ).exchanged
    }

    /// Keeps `prompt` (after a carriage return) for the handler to write to `output`.
    static func keep(prompt text: String, output descriptor: Int32) {
        let bytes = Array(text.utf8)
        var count = min(bytes.count, promptCapacity - 1)
        // A cut prompt ends before the character it would split.
        while count > 0 && count < bytes.count && bytes[count] & 0b1100_0000 == 0b1000_0000 { count -= 1 }
        prompt[0] = UInt8(ascii: "\r")
        for index in 0..<count { prompt[1 + index] = bytes[index] }
        promptLength.store(1 + count, ordering: .relaxed)
        output.store(descriptor, ordering: .relaxed)
    }

    /// Initialises every field, before a handler could be the first to reach one.
    static func prepare() {
        _ = savedMode
        _ = prompt
        _ = word.load(ordering: .relaxed)
        _ = descriptor.load(ordering: .relaxed)
        _ = output.load(ordering: .relaxed)
        _ = promptLength.load(ordering: .relaxed)
    }

    static func allocate<Value>(_ value: Value) -> UnsafeMutablePointer<Value> {
        let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        storage.initialize(to: value)
        return storage
    }
}

/// The SIGTSTP and SIGCONT handlers a hidden prompt installs while it waits, and the actions they
/// replaced, restored when it ends.
private enum JobControl {
    /// Blocked while any of these handlers runs, so none interrupts another halfway, and a
    /// `tcsetattr(3)` made from the background does not stop the process (SIGTTOU).
    static let blockedWhileHandling = Platform.terminationSignals + [SIGTSTP, SIGCONT, SIGTTOU]

    nonisolated(unsafe) static let stopAction = action(stopAtHiddenPrompt)
    nonisolated(unsafe) static let continueAction = action(continueAtHiddenPrompt)
    nonisolated(unsafe) static let previousStopAction = EchoState.allocate(sigaction())
    nonisolated(unsafe) static let previousContinueAction = EchoState.allocate(sigaction())
    static let isInstalled = Atomic<Bool>(false)

    /// A handler that restarts interrupted reads (`SA_RESTART`), with `blockedWhileHandling`
    /// blocked while it runs; allocated once and never freed.
    static func action(
        _ handler: @escaping @convention(c) (Int32) -> Void
    ) -> UnsafeMutablePointer<sigaction> {
        let storage = EchoState.allocate(sigaction())
        storage.pointee.__sigaction_handler.sa_handler = handler
        sigemptyset(&storage.pointee.sa_mask)
        for signalNumber in blockedWhileHandling { sigaddset(&storage.pointee.sa_mask, signalNumber) }
        storage.pointee.sa_flags = SA_RESTART
        return storage
    }

    /// Initialises every field here and in `EchoState`, before a handler could be the first to
    /// reach one.
    static func prepare() {
        EchoState.prepare()
        _ = (stopAction, continueAction, previousStopAction, previousContinueAction)
        _ = isInstalled.load(ordering: .relaxed)
    }

    /// Installs the handlers, keeping the actions they replace; an ignored SIGTSTP stays ignored.
    static func install() {
        prepare()
        guard !isInstalled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = sigaction(SIGTSTP, nil, previousStopAction)
        _ = sigaction(SIGCONT, nil, previousContinueAction)
        let stopIsIgnored =
            unsafeBitCast(previousStopAction.pointee.__sigaction_handler.sa_handler, to: Int.self) == 1
        if !stopIsIgnored { _ = sigaction(SIGTSTP, stopAction, nil) }
        _ = sigaction(SIGCONT, continueAction, nil)
    }

    /// Puts back the actions `install()` replaced. Async-signal-safe.
    static func uninstall() {
        guard isInstalled.exchange(false, ordering: .acquiringAndReleasing) else { return }
        _ = sigaction(SIGTSTP, previousStopAction, nil)
        _ = sigaction(SIGCONT, previousContinueAction, nil)
    }

    /// Stops the process as SIGTSTP's default action does, from inside its handler, and returns
    /// once it is continued — or at once in an orphaned process group, where the system discards
    /// the stop because no shell could continue it. Async-signal-safe.
    static func stopProcess() {
        _ = signal(SIGTSTP, SIG_DFL)
        _ = raise(SIGTSTP)  // pending: the handler runs with SIGTSTP blocked
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var handlerMask = sigset_t()
        _ = pthread_sigmask(SIG_UNBLOCK, &stop, &handlerMask)  // the process stops here
        _ = pthread_sigmask(SIG_SETMASK, &handlerMask, nil)
        _ = sigaction(SIGTSTP, isInstalled.load(ordering: .acquiring) ? stopAction : previousStopAction, nil)
    }
}

/// The SIGTSTP handler while a hidden prompt waits: the terminal's mode first, then the stop the
/// person asked for; once continued, echo off and the prompt again (if the SIGCONT handler has not
/// done it already). Outside a hidden prompt it only stops, as the default action would.
private func stopAtHiddenPrompt(_: Int32) {
    let interruptedError = errno
    Platform.restoreEchoBeforeStopping()
    JobControl.stopProcess()
    Platform.hideEchoAfterContinuing()
    errno = interruptedError
}

/// The SIGCONT handler while a hidden prompt waits: after `fg`, echo off and the prompt again.
private func continueAtHiddenPrompt(_: Int32) {
    let interruptedError = errno
    Platform.hideEchoAfterContinuing()
    errno = interruptedError
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
