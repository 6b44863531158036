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

    /// What `lineWithoutWaiting()` found.
    enum Availability: Equatable {
        /// A whole line (or the last one, ended by the input).
        case line(Line)
        /// Input ended with nothing pending.
        case endOfInput
        /// No whole line yet; what has arrived is kept for the next look.
        case notYet
    }

    /// The next line, reading as much as it takes; nil at end of input with nothing pending.
    mutating func nextLine() -> Line? {
        while true {
            if let line = takePendingLine() { return line }
            let chunk = Platform.readChunk(from: descriptor)
            guard chunk.isEmpty else {
                keep(chunk)
                continue
            }
            return takeLastLine()
        }
    }

    /// The next line if one has arrived, reading only what the descriptor holds already, so the
    /// caller never blocks: a terminal in canonical mode is readable only once a line is ended,
    /// and a pipe's partial line is kept until the rest arrives.
    mutating func lineWithoutWaiting() -> Availability {
        while true {
            if let line = takePendingLine() { return .line(line) }
            guard Platform.hasInput(descriptor) else { return .notYet }
            let chunk = Platform.readChunk(from: descriptor)
            guard chunk.isEmpty else {
                keep(chunk)
                continue
            }
            return takeLastLine().map(Availability.line) ?? .endOfInput
        }
    }

    /// The first whole line pending, or nil after cutting an over-long one's pending part.
    private mutating func takePendingLine() -> Line? {
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
        return nil
    }

    private mutating func keep(_ chunk: [UInt8]) {
        guard isDroppingRestOfLine else {
            pending += chunk
            return
        }
        // Only the newline that ends the long line, and what follows it, are kept.
        guard let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) else { return }
        pending += chunk[newline...]
        isDroppingRestOfLine = false
    }

    /// What is pending when the input ends, as its last line; nil when nothing is.
    private mutating func takeLastLine() -> Line? {
        guard !pending.isEmpty else { return nil }
        let line = Self.decode(pending[...], endedWithNewline: false)
        pending.removeAll()
        scanned = 0
        isDroppingRestOfLine = false
        return line
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, endedWithNewline: Bool) -> Line {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }  // a line typed on Windows
        return Line(text: String(decoding: bytes, as: UTF8.self), endedWithNewline: endedWithNewline)
    }
}
