import Testing

@testable import Views

/// What the person at the other end of the pseudo-terminal saw before answering.
struct PersonSaw: Sendable {
    let screen: String
    let echoWasOn: Bool
}

@MainActor
@Suite("StandardTerminal on a real terminal hides secrets and always restores echo")
struct StandardTerminalPseudoTerminalTests {
    @Test("a line typed at a prompt is echoed by the terminal, and no extra newline is written")
    func readsTypedLines() async throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let person = answer(on: pty, after: "Choose: ", with: "login\n")

        let line = terminal.readLine(prompt: "Choose")
        terminal.write("|")
        let saw = await person.value

        #expect(line == "login")
        #expect(saw.screen == "Choose: ")
        #expect(saw.echoWasOn)
        #expect(pty.screen(until: "|") == "login\r\n|")
    }

    @Test("echo is off while a secret is awaited, on again after, and the secret never shows")
    func readsSecretsWithEchoOff() async throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let person = answer(on: pty, after: "PIN: ", with: "24680\n")

        let secret = terminal.readSecret(prompt: "PIN")
        terminal.write("|")
        let saw = await person.value

        #expect(secret == "24680")
        #expect(saw.screen == "PIN: ")
        #expect(!saw.echoWasOn)
        #expect(pty.echoIsOn)
        #expect(pty.screen(until: "|") == "\r\n|")  // only the newline the person could not see
        #expect(!Platform.echoIsDisabled)
    }

    @Test("end of input at a secret prompt restores echo and returns nil")
    func endOfInputAtSecretPrompt() async throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let person = answer(on: pty, after: "PIN: ", with: "\u{04}")  // Ctrl-D on an empty line

        let secret = terminal.readSecret(prompt: "PIN")
        let saw = await person.value

        #expect(secret == nil)
        #expect(!saw.echoWasOn)
        #expect(pty.echoIsOn)
    }

    @Test("the restore the signal handler runs turns echo back on while a secret is still awaited")
    func signalHandlerRestoresEcho() async throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let person = answer(on: pty, after: "PIN: ", with: "13579\n") {
            Platform.restoreEcho()  // what SIGINT/SIGTERM run before the process dies
        }

        let secret = terminal.readSecret(prompt: "PIN")
        let saw = await person.value

        #expect(secret == "13579")
        #expect(saw.echoWasOn)
        #expect(!Platform.echoIsDisabled)
    }

    @Test("restore() turns echo back on if it was left off, and is harmless otherwise")
    func restoreBeforeExit() throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)

        #expect(Platform.disableEcho(on: pty.follower))
        #expect(!pty.echoIsOn)
        terminal.restore()
        #expect(pty.echoIsOn)
        terminal.restore()
        #expect(pty.echoIsOn)
    }

    @Test("a spinner draws its first frame at once and blanks its line when stopped")
    func spinnerDrawsAndClears() throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)

        terminal.startProgress("Deriving key")
        terminal.stopProgress()
        terminal.write("|")

        #expect(pty.screen(until: "|") == "\r⠋ Deriving key\r" + String(repeating: " ", count: 14) + "\r|")
    }

    @Test("output while a spinner is shown removes the spinner first")
    func writingRemovesSpinner() throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)

        terminal.startProgress("Wait")
        terminal.write("done|")
        terminal.stopProgress()
        terminal.write("|")

        #expect(pty.screen(until: "||") == "\r⠋ Wait\r      \rdone||")
    }

    @Test("on a terminal the factory colours, unless NO_COLOR, TERM=dumb or the flag says not to")
    func factoryOnTerminals() throws {
        let pty = try PseudoTerminal()

        func mode(flag: Bool, _ environment: [String: String]) -> ColorMode {
            StandardTerminal.make(noColorFlag: flag, environment: environment, outputDescriptor: pty.follower)
                .style.mode
        }

        #expect(mode(flag: false, ["TERM": "xterm-256color"]) == .enabled)
        #expect(mode(flag: false, ["NO_COLOR": "1"]) == .disabled)
        #expect(mode(flag: false, ["TERM": "dumb"]) == .disabled)
        #expect(mode(flag: true, [:]) == .disabled)
    }

    private func makeSUT(_ pty: PseudoTerminal) -> StandardTerminal {
        StandardTerminal(style: .plain, inputDescriptor: pty.follower, outputDescriptor: pty.follower)
    }

    /// Plays the person on another thread while the main actor is blocked reading: waits for
    /// `prompt` on screen, notes whether echo is on (after `whileWaiting`), then types `answer`.
    private func answer(
        on pty: PseudoTerminal, after prompt: String, with answer: String,
        whileWaiting: @escaping @Sendable () -> Void = {}
    ) -> Task<PersonSaw, Never> {
        Task.detached {
            let screen = pty.screen(until: prompt)
            whileWaiting()
            let echoWasOn = pty.echoIsOn
            pty.type(answer)
            return PersonSaw(screen: screen, echoWasOn: echoWasOn)
        }
    }
}
