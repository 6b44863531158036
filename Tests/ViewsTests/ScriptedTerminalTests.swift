import Testing
import Views

@MainActor
@Suite("ScriptedTerminal answers from its script and records what was printed")
struct ScriptedTerminalTests {
    @Test("lines are answered in order, each recorded after its prompt")
    func answersLinesInOrder() {
        let terminal = ScriptedTerminal(lines: ["ada@example.com", "login"])

        #expect(terminal.readLine(prompt: "Email") == "ada@example.com")
        #expect(terminal.readLine(prompt: "Choose") == "login")
        #expect(terminal.output == "Email: ada@example.com\nChoose: login\n")
        #expect(terminal.remainingLines.isEmpty)
    }

    @Test("a secret is returned but recorded only as [secret]")
    func recordsSecretsRedacted() {
        let terminal = ScriptedTerminal(lines: ["13579"])

        #expect(terminal.readSecret(prompt: "PIN") == "13579")
        #expect(terminal.output == "PIN: [secret]\n")
    }

    @Test("the end of the script is the end of input, at any prompt")
    func endsInput() {
        let terminal = ScriptedTerminal(lines: [])

        #expect(terminal.readLine(prompt: "Choose") == nil)
        #expect(terminal.readSecret(prompt: "PIN") == nil)
        #expect(terminal.output == "Choose: PIN: ")
    }

    @Test("writes are recorded as they are and spinners are counted")
    func recordsWritesAndSpinners() {
        let terminal = ScriptedTerminal(lines: ["unread"])

        terminal.write("a")
        terminal.writeLine("b")
        terminal.writeLine()
        terminal.startProgress("Deriving key")
        terminal.stopProgress()

        #expect(terminal.output == "ab\n\n")
        #expect(terminal.progressCount == 1)
        #expect(terminal.remainingLines == ["unread"])
    }
}
