import Synchronization

/// Makes sure the terminal is restored however the process ends: the app calls `install()` once
/// at start-up, before the first prompt.
///
/// `defer` covers returns and thrown errors, but not Ctrl-C or `kill`: those end the process
/// without unwinding. The handler restores echo if a secret prompt turned it off, then lets the
/// signal end the process as it would have (exit status 130 for SIGINT, 143 for SIGTERM). Writing
/// to a closed output is made an error (`EPIPE`) instead of a silent death by `SIGPIPE`.
///
/// Ctrl-Z is not among them: a secret prompt handles SIGTSTP and SIGCONT itself while it waits
/// (echo back on while stopped, off again with the prompt shown again after `fg`), and nothing
/// else changes how the app stops and continues.
package enum TerminalSignals {
    private static let isInstalled = Atomic<Bool>(false)

    /// Installs the handlers for SIGINT, SIGTERM, SIGQUIT and SIGHUP and ignores SIGPIPE; later
    /// calls do nothing.
    package static func install() {
        guard
            isInstalled.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
                .exchanged
        else { return }
        Platform.installTerminationHandlers()
    }

    /// Keeps `text` to be written on standard error if a termination signal ends the process (the
    /// `end` that closes a diagram being written there); an empty text writes nothing. False when
    /// the text is longer than the handler's storage (1,024 bytes) and was not kept.
    @discardableResult
    package static func writeOnTermination(_ text: String) -> Bool {
        Platform.keepFarewell(text)
    }
}
