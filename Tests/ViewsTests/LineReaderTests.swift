import Glibc
import TestSupport
import Testing

@testable import Views

@Suite("Line reader: one line of input cannot make the app hold more than a bounded line")
struct LineReaderTests {
    @Test("a line far longer than the limit is cut to the limit, and the next line still comes next")
    func overlongLineIsCut() throws {
        let limit = LineReader.maximumLineByteCount
        let input = Array(repeating: UInt8(ascii: "x"), count: limit * 16 + 5) + Array("\nnext\nlast".utf8)
        var reader = LineReader(descriptor: try TemporaryFile.descriptor(holding: input))

        let lines = Self.readAll(&reader)

        #expect(lines.count == 3)
        #expect(lines.first?.text == String(repeating: "x", count: limit))
        #expect(lines.first?.endedWithNewline == true)
        #expect(lines.dropFirst().first == LineReader.Line(text: "next", endedWithNewline: true))
        #expect(lines.last == LineReader.Line(text: "last", endedWithNewline: false))
    }

    @Test("an overlong last line without a newline is cut and returned at the end of input")
    func overlongLastLine() throws {
        let limit = LineReader.maximumLineByteCount
        var reader = LineReader(
            descriptor: try TemporaryFile.descriptor(
                holding: Array(repeating: UInt8(ascii: "y"), count: limit + 9000))
        )

        #expect(
            Self.readAll(&reader) == [
                LineReader.Line(text: String(repeating: "y", count: limit), endedWithNewline: false)
            ])
    }

    @Test("a line of exactly the limit is returned whole")
    func lineAtTheLimit() throws {
        let line = String(repeating: "z", count: LineReader.maximumLineByteCount)
        var reader = LineReader(descriptor: try TemporaryFile.descriptor(holding: Array((line + "\n").utf8)))

        #expect(Self.readAll(&reader) == [LineReader.Line(text: line, endedWithNewline: true)])
    }

    /// Every line up to the end of input.
    private static func readAll(_ reader: inout LineReader) -> [LineReader.Line] {
        var lines: [LineReader.Line] = []
        while let line = reader.nextLine() { lines.append(line) }
        return lines
    }
}
