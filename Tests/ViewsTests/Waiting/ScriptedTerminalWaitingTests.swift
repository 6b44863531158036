import Testing
import Views

@MainActor
@Suite("ScriptedTerminal lets a script say when an awaited event ends")
struct ScriptedTerminalWaitingTests {
    @Test("waitEnds waits for the event and reports its end; other lines are typed input")
    func waitEndsAndLines() async {
        let terminal = ScriptedTerminal(lines: ["typed", ScriptedTerminal.waitEnds])
        let event = AwaitedEvent { "done" }

        let first = await terminal.readLine(
            prompt: "URL", progress: "Waiting", until: event, cancelsOnInterrupt: true)
        let second = await terminal.readLine(
            prompt: "URL", progress: "Waiting", until: event, cancelsOnInterrupt: true)

        #expect(first == .line("typed"))
        #expect(second == .eventEnded)
        #expect(event.hasEnded)
        #expect(await event.outcome == "done")
        #expect(terminal.output == "URL: typed\nURL: [the awaited event ends]\n")
        #expect(terminal.progressMessages == ["Waiting", "Waiting"])
    }

    @Test("interrupt is Ctrl-C where the question cancels, and the end of input where it cannot")
    func interrupt() async {
        let terminal = ScriptedTerminal(lines: [ScriptedTerminal.interrupt, ScriptedTerminal.interrupt])
        let event = AwaitedEvent { 1 }

        let cancelling = await terminal.readLine(
            prompt: "Code", progress: "Waiting", until: event, cancelsOnInterrupt: true)
        let notCancelling = await terminal.readLine(
            prompt: "Code", progress: "Waiting", until: event, cancelsOnInterrupt: false)

        #expect(cancelling == .interrupted)
        #expect(notCancelling == .endOfInput)
        #expect(terminal.output.hasSuffix("Code: [script error: [Ctrl-C] where Ctrl-C cannot cancel]\n"))
    }

    @Test("waitEnds or interrupt at a question that awaits nothing is a script error that ends the input")
    func misplacedWaitEnds() {
        let terminal = ScriptedTerminal(lines: [ScriptedTerminal.waitEnds, ScriptedTerminal.interrupt])

        #expect(terminal.readLine(prompt: "Choose") == nil)
        #expect(terminal.readSecret(prompt: "PIN") == nil)
        #expect(
            terminal.output
                == "Choose: [script error: [the awaited event ends] where nothing is awaited]\n"
                + "PIN: [script error: [the awaited event ends] where nothing is awaited]\n")
        #expect(terminal.remainingLines.count == 2)
    }
}
