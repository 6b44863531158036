import Glibc
import TestSupport
import Testing

@testable import Views

@MainActor
@Suite("StandardTerminal over pipes reads a script's lines and writes plain output")
final class StandardTerminalPipeTests {
    /// The pipes of the test, open until the suite instance made for it goes away.
    private var pipes: [TestPipe] = []

    @Test("lines are returned in order without their newlines, then nil at the end of input")
    func readsLinesThenEnd() {
        let (terminal, _) = makeSUT(input: "login\nada@example.com\n")

        #expect(terminal.readLine(prompt: "Choose") == "login")
        #expect(terminal.readLine(prompt: "Email") == "ada@example.com")
        #expect(terminal.readLine(prompt: "Choose") == nil)
    }

    @Test("a carriage return before the newline is dropped")
    func stripsCarriageReturns() {
        let (terminal, _) = makeSUT(input: "one\r\ntwo\r\n")

        #expect(terminal.readLine(prompt: "A") == "one")
        #expect(terminal.readLine(prompt: "B") == "two")
        #expect(terminal.readLine(prompt: "C") == nil)
    }

    @Test("a last line without a newline is still returned before the end of input")
    func returnsFinalLineWithoutNewline() {
        let (terminal, _) = makeSUT(input: "first\nlast")

        #expect(terminal.readLine(prompt: "A") == "first")
        #expect(terminal.readLine(prompt: "B") == "last")
        #expect(terminal.readLine(prompt: "C") == nil)
    }

    @Test("empty lines are lines, not the end of input")
    func emptyLines() {
        let (terminal, _) = makeSUT(input: "\n\r\n")

        #expect(terminal.readLine(prompt: "A") == "")
        #expect(terminal.readLine(prompt: "B") == "")
        #expect(terminal.readLine(prompt: "C") == nil)
    }

    @Test("invalid UTF-8 is replaced, not a crash")
    func repairsInvalidUTF8() {
        let (terminal, _) = makeSUT(input: [0x66, 0xFF, 0x6F, 0x0A, 0xC3])

        #expect(terminal.readLine(prompt: "A") == "f\u{FFFD}o")
        #expect(terminal.readLine(prompt: "B") == "\u{FFFD}")
        #expect(terminal.readLine(prompt: "C") == nil)
    }

    @Test("a line longer than one read is returned whole, and the next one after it")
    func longLines() {
        let long = String(repeating: "x", count: Platform.readChunkSize * 2 + 17)
        let (terminal, _) = makeSUT(input: long + "\nnext\n")

        #expect(terminal.readLine(prompt: "A") == long)
        #expect(terminal.readLine(prompt: "B") == "next")
    }

    @Test("a line with no end in sight is cut at the limit, and the next line is read whole")
    func endlessLineIsCut() throws {
        // A file, not a pipe: a pipe holds 64 KiB, and this line is longer than that on purpose.
        let bytes = Array(repeating: UInt8(ascii: "x"), count: 200_000) + Array("\nnext\n".utf8)
        let descriptor = try TemporaryFile.descriptor(holding: bytes)
        defer { close(descriptor) }
        let output = TestPipe()
        let terminal = StandardTerminal(
            style: .plain, inputDescriptor: descriptor, outputDescriptor: output.writeEnd)

        let first = terminal.readLine(prompt: "A")

        #expect(first?.utf8.count == 65_536)
        #expect(terminal.readLine(prompt: "B") == "next")
        #expect(terminal.readLine(prompt: "C") == nil)
    }

    @Test("each prompt is written, and its line ended, since a pipe echoes nothing")
    func writesPrompts() {
        let (terminal, output) = makeSUT(input: "login\n")

        _ = terminal.readLine(prompt: "Choose")
        _ = terminal.readLine(prompt: "Email")

        #expect(output.readAll() == "Choose: \nEmail: \n")
    }

    @Test("a secret on a pipe is read as a plain line and never written")
    func secretsOnPipes() {
        let (terminal, output) = makeSUT(input: "97531\n")

        #expect(terminal.readSecret(prompt: "PIN") == "97531")
        #expect(terminal.readSecret(prompt: "PIN") == nil)
        #expect(output.readAll() == "PIN: \nPIN: \n")
    }

    @Test("text is written as it is")
    func writesText() {
        let (terminal, output) = makeSUT(input: "")

        terminal.write("plain ")
        terminal.writeLine("and a line")

        #expect(output.readAll() == "plain and a line\n")
    }

    @Test("a spinner draws nothing when the output is not a terminal")
    func noSpinnerOnPipes() {
        let (terminal, output) = makeSUT(input: "")

        terminal.startProgress("Deriving key")
        terminal.stopProgress()
        terminal.restore()

        #expect(output.readAll() == "")
    }

    @Test("a closed output stops the writing instead of killing the process")
    func closedOutput() {
        TerminalSignals.install()  // ignores SIGPIPE, as the app does at start-up
        let (terminal, output) = makeSUT(input: "")
        output.closeReadEnd()

        terminal.write("nobody reads this")
        terminal.writeLine("nor this")

        #expect(terminal.outputIsClosed)
    }

    @Test("without a terminal the factory chooses plain text")
    func factoryOnPipes() {
        let output = TestPipe()

        let terminal = StandardTerminal.make(
            noColorFlag: false, environment: ["TERM": "xterm-256color"], outputDescriptor: output.writeEnd)

        #expect(terminal.style.mode == .disabled)
    }

    private func makeSUT(input: String) -> (StandardTerminal, TestPipe) {
        makeSUT(input: Array(input.utf8))
    }

    private func makeSUT(input: [UInt8]) -> (StandardTerminal, TestPipe) {
        let inputPipe = TestPipe(holding: input)
        let outputPipe = TestPipe()
        let terminal = StandardTerminal(
            style: .plain, inputDescriptor: inputPipe.readEnd, outputDescriptor: outputPipe.writeEnd)
        pipes += [inputPipe, outputPipe]
        return (terminal, outputPipe)
    }
}
