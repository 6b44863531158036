import Glibc
import Testing

@testable import Views

@MainActor
// Serialized: Ctrl-C is taken process-wide, and the app waits at one read at a time.
@Suite(
    "StandardTerminal reads a line while an event is awaited, without holding the main actor", .serialized)
final class StandardTerminalWaitingTests {
    /// The pipes of the test, open until the suite instance made for it goes away.
    private var pipes: [TestPipe] = []

    @Test("over a pipe, a line that has arrived is read, and the lines after it stay for the next prompt")
    func pipeLineFirst() async {
        let (terminal, input, output) = makeSUT()
        input.write(Array("http://127.0.0.1:8123/callback\nnext\n".utf8))
        input.closeWriteEnd()
        let event = AwaitedEvent(Self.neverEnding)

        let read = await terminal.readLine(
            prompt: "Redirect", progress: "Waiting", until: event, cancelsOnInterrupt: true)
        event.cancel()

        #expect(read == .line("http://127.0.0.1:8123/callback"))
        #expect(terminal.readLine(prompt: "Next") == "next")
        #expect(output.readAll() == "Redirect: \nNext: \n")  // no spinner on a pipe
        #expect(!Platform.interruptsAreTaken)
    }

    @Test("over a pipe, the event ends first: the prompt's line is ended and a partial line is kept")
    func pipeEventFirst() async {
        let (terminal, input, output) = makeSUT()
        input.write(Array("hal".utf8))
        let event = AwaitedEvent { "done" }

        let read = await terminal.readLine(
            prompt: "Redirect", progress: "Waiting", until: event, cancelsOnInterrupt: true)
        input.write(Array("f\n".utf8))
        input.closeWriteEnd()

        #expect(read == .eventEnded)
        #expect(terminal.readLine(prompt: "Next") == "half")
        #expect(output.readAll() == "Redirect: \nNext: \n")
    }

    @Test("over a pipe, the end of input ends the wait")
    func pipeEndOfInput() async {
        let (terminal, input, output) = makeSUT()
        input.closeWriteEnd()
        let event = AwaitedEvent(Self.neverEnding)

        let read = await terminal.readLine(
            prompt: "Redirect", progress: "Waiting", until: event, cancelsOnInterrupt: true)
        event.cancel()

        #expect(read == .endOfInput)
        #expect(output.readAll() == "Redirect: \n")
    }

    @Test("a line longer than the pipe holds is cut as at any prompt, and the next one still read")
    func pipeLongLine() async {
        let (terminal, input, _) = makeSUT()
        let long = String(repeating: "x", count: LineReader.maximumLineByteCount + 3 * Platform.readChunkSize)
        let writeEnd = input.writeEnd
        // More than a pipe holds: written while the terminal reads.
        let writer = Task.detached { Platform.write(long + "\nlast\n", to: writeEnd) }
        let event = AwaitedEvent(Self.neverEnding)

        let first = await terminal.readLine(
            prompt: "R", progress: "Waiting", until: event, cancelsOnInterrupt: true)
        let second = await terminal.readLine(
            prompt: "R", progress: "Waiting", until: event, cancelsOnInterrupt: true)
        event.cancel()

        #expect(await writer.value)
        #expect(first == .line(String(repeating: "x", count: LineReader.maximumLineByteCount)))
        #expect(second == .line("last"))
    }

    @Test("on a terminal wide enough, the spinner and its message stand at the start of the prompt's line")
    func terminalSpinnerThenLine() async throws {
        let pty = try PseudoTerminal()
        pty.resize(columns: 80)
        let terminal = makeSUT(pty)
        let event = AwaitedEvent(Self.neverEnding)
        let person = Task.detached {
            let firstLine = pty.screen(until: "Redirect: ")
            pty.type("http://127.0.0.1:8123/callback\n")
            return firstLine
        }

        let read = await terminal.readLine(
            prompt: "Redirect", progress: "Waiting for the browser", until: event, cancelsOnInterrupt: true)
        event.cancel()
        terminal.write("|")
        let firstLine = await person.value

        #expect(read == .line("http://127.0.0.1:8123/callback"))
        #expect(firstLine == "\r⠋ Waiting for the browser  Redirect: ")
        let after = pty.screen(until: "|")
        #expect(after.contains("http://127.0.0.1:8123/callback\r\n"))
        #expect(after.hasSuffix("\u{1B}7\r \u{1B}8|"))  // the frame's cell blanked, nothing else drawn
    }

    @Test("the read leaves the main actor free: an event that needs it ends, and ends the wait")
    func mainActorStaysFree() async {
        let (terminal, input, output) = makeSUT()
        let event = AwaitedEvent { await MainActor.run { "ran on the main actor" } }

        let read = await terminal.readLine(
            prompt: "Redirect", progress: "Waiting", until: event, cancelsOnInterrupt: true)
        input.closeWriteEnd()

        #expect(read == .eventEnded)
        #expect(await event.outcome == "ran on the main actor")
        #expect(output.readAll() == "Redirect: \n")
    }

    @Test(
        "on a terminal, the event ends first: the line is ended and half-typed text goes to the next prompt")
    func terminalEventFirstKeepsHalfTypedText() async throws {
        let pty = try PseudoTerminal()  // no window size: the message above the prompt, unanimated
        let terminal = makeSUT(pty)
        let (ends, endNow) = AsyncStream<Void>.makeStream()
        let event = AwaitedEvent {
            for await _ in ends { break }
            return "approved"
        }
        let person = Task.detached {
            let screen = pty.screen(until: "Code: ")
            pty.type("hal")
            _ = pty.screen(until: "hal")
            endNow.yield()
            _ = pty.screen(until: "Next: ")
            pty.type("f\n")
            return screen
        }

        let read = await terminal.readLine(
            prompt: "Code", progress: "Waiting for approval", until: event, cancelsOnInterrupt: true)
        let next = terminal.readLine(prompt: "Next")
        let screen = await person.value

        #expect(read == .eventEnded)
        #expect(await event.outcome == "approved")
        #expect(next == "half")
        #expect(screen == "Waiting for approval\r\nCode: ")
    }

    @Test("Ctrl-C while waiting is reported as an interrupt and the process goes on")
    func interruptWhileWaiting() async throws {
        TerminalSignals.install()
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let event = AwaitedEvent(Self.neverEnding)
        let person = Task.detached {
            _ = pty.screen(until: "Redirect: ")
            let taken = Platform.interruptsAreTaken
            kill(getpid(), SIGINT)  // what Ctrl-C sends; the handler marks it and returns
            return taken
        }

        let read = await terminal.readLine(
            prompt: "Redirect", progress: "Waiting", until: event, cancelsOnInterrupt: true)
        event.cancel()
        let takenWhileWaiting = await person.value

        #expect(read == .interrupted)
        #expect(takenWhileWaiting)
        #expect(!Platform.interruptsAreTaken)  // Ctrl-C ends the app again
        #expect(!Platform.interruptArrived())
    }

    @Test("where the question cannot cancel, Ctrl-C is left to end the app: the wait does not take it")
    func interruptNotTakenWithoutCancel() async throws {
        let pty = try PseudoTerminal()
        let terminal = makeSUT(pty)
        let event = AwaitedEvent(Self.neverEnding)
        let person = Task.detached {
            _ = pty.screen(until: "Redirect: ")
            let taken = Platform.interruptsAreTaken
            pty.type("typed\n")
            return taken
        }

        let read = await terminal.readLine(
            prompt: "Redirect", progress: "Waiting", until: event, cancelsOnInterrupt: false)
        event.cancel()

        #expect(read == .line("typed"))
        #expect(await person.value == false)
    }

    /// An event that sleeps until cancelled.
    private static let neverEnding: @Sendable () async -> String = {
        try? await Task.sleep(for: .seconds(3600))
        return "slept"
    }

    private func makeSUT() -> (StandardTerminal, TestPipe, TestPipe) {
        let input = TestPipe()
        let output = TestPipe()
        pipes += [input, output]
        let terminal = StandardTerminal(
            style: .plain, inputDescriptor: input.readEnd, outputDescriptor: output.writeEnd)
        return (terminal, input, output)
    }

    private func makeSUT(_ pty: PseudoTerminal) -> StandardTerminal {
        StandardTerminal(style: .plain, inputDescriptor: pty.follower, outputDescriptor: pty.follower)
    }
}
