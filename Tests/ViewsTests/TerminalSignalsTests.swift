import Glibc
import Testing
import Views

@Suite("TerminalSignals installs the handlers that restore the terminal")
struct TerminalSignalsTests {
    @Test("after install, SIGINT, SIGTERM, SIGQUIT and SIGHUP are handled and SIGPIPE is ignored")
    func installsHandlers() {
        TerminalSignals.install()
        TerminalSignals.install()  // a second call changes nothing

        for signalNumber in [SIGINT, SIGTERM, SIGQUIT, SIGHUP] {
            #expect(disposition(of: signalNumber) > 1, "signal \(signalNumber)")
        }
        #expect(disposition(of: SIGPIPE) == 1)  // SIG_IGN
    }

    /// The installed handler as a number: 0 is the default action, 1 is ignore, others a function.
    private func disposition(of signalNumber: Int32) -> UInt {
        var current = sigaction()
        _ = sigaction(signalNumber, nil, &current)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: UInt.self)
    }
}
