import Glibc
import Synchronization

// Echo, Ctrl-Z and the termination signals: the part of `Platform` that signal handlers reach.
extension Platform {
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
    static func quietMode(from mode: termios) -> termios {
        var quiet = mode
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL)
        return quiet
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
    ///
    /// The signals handled here are unblocked too: a program inherits the signal mask of the thread
    /// that started it, and a launcher's worker thread may block every signal (libdispatch's do).
    /// The app runs on its main thread alone, so with them blocked Ctrl-C would do nothing.
    static func installTerminationHandlers() {
        JobControl.prepare()
        FarewellState.prepare()
        InterruptState.prepare()
        let action = JobControl.action(restoreEchoAndDie)
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in terminationSignals + [SIGTSTP, SIGCONT] {
            sigaddset(&handled, signalNumber)
        }
        for signalNumber in terminationSignals {
            _ = sigaction(signalNumber, action, nil)
        }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        _ = signal(SIGPIPE, SIG_IGN)
    }
}

/// Where a secret prompt stands, as the reading code and the signal handlers see it.
enum EchoPhase: Int {
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
enum EchoState {
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

/// The termination signal handler: restore the terminal, write the farewell kept for this moment
/// (`Platform.keepFarewell(_:)`: the `end` that closes a `--trace=mermaid` diagram), then die of the same signal with the
/// default action, so the shell sees the conventional status (130 for SIGINT, 143 for SIGTERM).
///
/// Only async-signal-safe calls: the signal is blocked while its handler runs, so `raise(3)` leaves
/// it pending and it is delivered — now with the default action — as the handler returns.
///
/// The one exception is Ctrl-C while a question that cancels awaits an event: then it only marks
/// the interrupt for the waiting read (`Platform.takeInterruptAsCancel()`) and the process goes on.
private func restoreEchoAndDie(_ signalNumber: Int32) {
    if signalNumber == SIGINT && Platform.takeInterruptAsCancel() { return }
    Platform.restoreEcho()
    Platform.writeFarewell()
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}
