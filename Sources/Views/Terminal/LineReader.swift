/// Splits what one input descriptor delivers into lines, keeping what was read past a newline for
/// the next call.
///
/// A pipe hands over many lines per `read(2)`; a terminal in canonical mode one at a time. Either
/// way each call returns exactly one line, so a script's answers go to the prompts they were
/// written for.
struct LineReader {
    /// One line of input.
    struct Line: Equatable {
        /// The text, without its newline or a carriage return before it; invalid UTF-8 replaced
        /// by U+FFFD.
        let text: String
        /// False for a last line that ended with the input instead of a newline.
        let endedWithNewline: Bool
    }

    /// The longest line kept, in bytes: far beyond anything typed or pasted at a prompt, and a
    /// bound on what one line of input can make the process hold. The rest of a longer line is
    /// dropped as it arrives, so the line is answered (refused at its field as too long: no field
    /// takes this many characters) and the next one still goes to the next prompt.
    static let maximumLineByteCount = 64 * 1024

    private let descriptor: Int32
    private var pending: [UInt8] = []
    /// How much of `pending` is known to hold no newline, so a long line is not rescanned.
    private var scanned = 0
    /// True while the rest of an over-long line is being read and dropped.
    private var isDroppingRestOfLine = false

    /// A reader of `descriptor`; the descriptor stays open and owned by the caller.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line, reading as much as it takes; nil at end of input with nothing pending.
    mutating func nextLine() -> Line? {
        while true {
            if let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let end = min(newline, Self.maximumLineByteCount)
                let line = Self.decode(pending[..<end], endedWithNewline: true)
                pending.removeSubrange(...newline)
                scanned = 0
                return line
            }
            if pending.count > Self.maximumLineByteCount {
                pending.removeSubrange(Self.maximumLineByteCount...)
                isDroppingRestOfLine = true
            }
            scanned = pending.count
            let chunk = Platform.readChunk(from: descriptor)
            guard chunk.isEmpty else {
                if isDroppingRestOfLine {
                    // Only the newline that ends the long line, and what follows it, are kept.
                    guard let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) else { continue }
                    pending += chunk[newline...]
                    isDroppingRestOfLine = false
                } else {
                    pending += chunk
                }
                continue
            }
            guard !pending.isEmpty else { return nil }
            let line = Self.decode(pending[...], endedWithNewline: false)
            pending.removeAll()
            scanned = 0
            isDroppingRestOfLine = false
            return line
        }
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, endedWithNewline: Bool) -> Line {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }  // a line typed on Windows
        return Line(text: String(decoding: bytes, as: UTF8.self), endedWithNewline: endedWithNewline)
    }
}
