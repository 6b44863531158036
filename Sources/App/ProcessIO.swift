import Glibc
import Views

/// The process's own I/O outside the command modules: the environment they are given, and where
/// the help, the version and a refused command line are written.
enum ProcessIO {
    /// The process's standard output and standard error.
    private static let output = StandardCommandOutput()

    /// The environment as a dictionary (first value wins for a repeated name).
    ///
    /// Each entry is split at its first `=` byte before it becomes text: finding it among the
    /// `Character`s of a `String` (grapheme by grapheme) cost 0.2M instructions of every start.
    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                if result[name] == nil {
                    result[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
            }
            entry += 1
        }
        return result
    }

    /// Writes `text` to standard output unescaped, whole: only text the app wrote itself (the
    /// help, the version).
    static func writeOutput(_ text: String) {
        output.write(text, to: .standardOutput)
    }

    /// Writes `line` and a newline to standard output, with any control character in it shown
    /// escaped.
    static func writeOutputLine(_ line: String) {
        output.writeLine(line, to: .standardOutput)
    }

    /// Writes each of `lines` and a newline to standard error in one write, escaped: a refused
    /// command line quotes the argument it refuses.
    static func writeErrorLines(_ lines: [String]) {
        output.writeLines(lines, to: .standardError)
    }
}
