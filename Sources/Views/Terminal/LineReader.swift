/// Splits what one input descriptor delivers into lines, keeping what was read past a newline for
/// the next call.
///
/// A pipe hands over many lines per `read(2)`; a terminal in canonical mode one at a time. Either
/// way each call returns exactly one line, so a script's answers go to the prompts they were
/// written for.
struct LineReader {
    /// The most bytes of one line that are kept: longer than any field takes, so a line cut here
    /// is still refused as too long, while a line with no end cannot fill the memory.
    static let maximumLineBytes = 65_536

    /// One line of input.
    struct Line: Equatable {
        /// The text, without its newline or a carriage return before it; invalid UTF-8 replaced
        /// by U+FFFD.
        let text: String
        /// False for a last line that ended with the input instead of a newline.
        let endedWithNewline: Bool
    }

    private let descriptor: Int32
    private var pending: [UInt8] = []
    /// How much of `pending` is known to hold no newline, so a long line is not rescanned.
    private var scanned = 0

    /// A reader of `descriptor`; the descriptor stays open and owned by the caller.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line, reading as much as it takes; nil at end of input with nothing pending.
    mutating func nextLine() -> Line? {
        while true {
            if let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Self.decode(
                    pending[..<newline].prefix(Self.maximumLineBytes), endedWithNewline: true)
                pending.removeSubrange(...newline)
                scanned = 0
                return line
            }
            // What is past the limit of a line without a newline yet is dropped as it arrives.
            if pending.count > Self.maximumLineBytes { pending.removeSubrange(Self.maximumLineBytes...) }
            scanned = pending.count
            let chunk = Platform.readChunk(from: descriptor)
            guard chunk.isEmpty else {
                pending += chunk
                continue
            }
            guard !pending.isEmpty else { return nil }
            let line = Self.decode(pending[...], endedWithNewline: false)
            pending.removeAll()
            scanned = 0
            return line
        }
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, endedWithNewline: Bool) -> Line {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }  // a line typed on Windows
        return Line(text: String(decoding: bytes, as: UTF8.self), endedWithNewline: endedWithNewline)
    }
}
