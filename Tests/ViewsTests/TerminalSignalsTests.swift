import Glibc
import Testing

@testable import Views

/// The installed handler as a number: 0 is the default action, 1 is ignore, others a function.
func disposition(of signalNumber: Int32) -> UInt {
    var current = sigaction()
    _ = sigaction(signalNumber, nil, &current)
    return unsafeBitCast(current.__sigaction_handler.sa_handler, to: UInt.self)
}

// On the main actor, like the terminal tests whose secret prompts install handlers while they wait.
@MainActor
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

    @Test("SIGTSTP and SIGCONT are handled while a secret is awaited, and as before at any other time")
    func jobControlOnlyAtSecretPrompts() async throws {
        TerminalSignals.install()
        let before = (stop: disposition(of: SIGTSTP), resume: disposition(of: SIGCONT))
        let pty = try PseudoTerminal()
        let terminal = StandardTerminal(
            style: .plain, inputDescriptor: pty.follower, outputDescriptor: pty.follower)
        let person = Task.detached {
            _ = pty.screen(until: "Choose: ")
            let atLine = (stop: disposition(of: SIGTSTP), resume: disposition(of: SIGCONT))
            pty.type("login\n")
            _ = pty.screen(until: "PIN: ")
            let atSecret = (stop: disposition(of: SIGTSTP), resume: disposition(of: SIGCONT))
            pty.type("24680\n")
            return (atLine, atSecret)
        }

        _ = terminal.readLine(prompt: "Choose")
        _ = terminal.readSecret(prompt: "PIN")
        let (atLine, atSecret) = await person.value

        #expect(atLine == before)
        #expect(atSecret.stop > 1)
        #expect(atSecret.resume > 1)
        #expect(disposition(of: SIGTSTP) == before.stop)
        #expect(disposition(of: SIGCONT) == before.resume)
    }
}
