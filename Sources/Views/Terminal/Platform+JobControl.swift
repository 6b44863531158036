import Glibc
import Synchronization

// Ctrl-Z at a hidden prompt: echo back on while stopped, off again with the prompt after `fg`.
extension Platform {
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
}

/// The SIGTSTP and SIGCONT handlers a hidden prompt installs while it waits, and the actions they
/// replaced, restored when it ends.
enum JobControl {
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
