import Glibc
import Testing

@testable import Views

/// What the person at the other end of the pseudo-terminal saw around a Ctrl-Z.
struct StopSeen: Sendable {
    var firstPrompt = ""
    var echoWhileStopped = false
    var promptAgain = ""
    var echoAfterContinuing = true
}

/// The test process cannot stop itself, so these tests run what the SIGTSTP handler does before
/// the stop (`restoreEchoBeforeStopping`) by hand; continuing is a real SIGCONT to the process,
/// handled by the handler the secret prompt installed. Stopping for real, with a shell's `fg` and
/// `bg`, is in EndToEndTests/HiddenPromptJobControlTests.
@MainActor
@Suite("StandardTerminal at a secret prompt stopped by Ctrl-Z and continued")
struct StandardTerminalJobControlTests {
    @Test(
        "echo is on while stopped; continuing hides it, shows the prompt again, and only what follows counts")
    func stopAndContinue() async throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let person = Task.detached {
            var seen = StopSeen()
            seen.firstPrompt = pty.screen(until: "PIN: ")
            Platform.restoreEchoBeforeStopping()
            seen.echoWhileStopped = pty.echoIsOn
            pty.type("99")  // keys pressed before the prompt is back: visible, so not part of the secret
            _ = pty.screen(until: "99")
            kill(getpid(), SIGCONT)
            seen.promptAgain = pty.screen(until: "PIN: ")
            seen.echoAfterContinuing = pty.echoIsOn
            pty.type("24680\n")
            return seen
        }

        let secret = terminal.readSecret(prompt: "PIN")
        terminal.write("|")
        let seen = await person.value

        #expect(secret == "24680")
        #expect(seen.firstPrompt == "PIN: ")
        #expect(seen.echoWhileStopped)
        #expect(seen.promptAgain == "\rPIN: ")  // written over itself, or on the line `fg` left
        #expect(!seen.echoAfterContinuing)
        #expect(pty.screen(until: "|") == "\r\n|")
        #expect(pty.echoIsOn)
        #expect(!Platform.echoIsDisabled)
    }

    @Test("continuing when the prompt was not stopped changes nothing and shows nothing")
    func continueWithoutStop() async throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let person = answer(on: pty, after: "PIN: ", with: "24680\n") {
            Platform.hideEchoAfterContinuing()
        }

        let secret = terminal.readSecret(prompt: "PIN")
        terminal.write("|")
        let echoWasOn = await person.value

        #expect(secret == "24680")
        #expect(!echoWasOn)
        #expect(pty.screen(until: "|") == "\r\n|")
    }

    @Test(
        "a termination signal while stopped finds echo on and leaves it on; continuing then changes nothing")
    func terminationWhileStopped() async throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let person = answer(on: pty, after: "PIN: ", with: "13579\n") {
            Platform.restoreEchoBeforeStopping()
            Platform.restoreEcho()  // what SIGINT/SIGTERM run before the process dies
            Platform.hideEchoAfterContinuing()
        }

        let secret = terminal.readSecret(prompt: "PIN")
        terminal.write("|")
        let echoWasOn = await person.value

        #expect(secret == "13579")
        #expect(echoWasOn)
        #expect(!pty.screen(until: "|").contains("PIN: "))
        #expect(!Platform.echoIsDisabled)
    }

    @Test("a prompt too long to keep is shown again cut before a character, never inside one")
    func longPromptIsCutAtACharacter() async throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let label = String(repeating: "é", count: 400)  // 800 bytes, 2 per character
        let person = answer(on: pty, after: label + ": ", with: "1\n") {
            Platform.restoreEchoBeforeStopping()
            Platform.hideEchoAfterContinuing()
        }

        _ = terminal.readSecret(prompt: label)
        _ = await person.value
        terminal.write("|")

        let again = pty.screen(until: "|")
        #expect(again.hasPrefix("\r" + String(repeating: "é", count: 255)))
        #expect(again.utf8.count == 1 + 510 + "\r\n|".utf8.count)
    }

    private func makeSUT(_ pty: PseudoTerminal) -> StandardTerminal {
        StandardTerminal(style: .plain, inputDescriptor: pty.follower, outputDescriptor: pty.follower)
    }

    /// Plays the person on another thread while the main actor is blocked reading: waits for
    /// `prompt`, runs `whileWaiting`, notes whether echo is on, then types `answer`.
    private func answer(
        on pty: PseudoTerminal, after prompt: String, with answer: String,
        whileWaiting: @escaping @Sendable () -> Void
    ) -> Task<Bool, Never> {
        Task.detached {
            _ = pty.screen(until: prompt)
            whileWaiting()
            let echoWasOn = pty.echoIsOn
            pty.type(answer)
            return echoWasOn
        }
    }
}
