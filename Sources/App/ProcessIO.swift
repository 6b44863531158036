import Glibc
import Views

/// The process's own I/O that is not a terminal view: arguments' environment, standard error and
/// standard output for the non-interactive commands.
enum ProcessIO {
    /// The environment as a dictionary (first value wins for a repeated name).
    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(
                decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
            if let equals = pair.firstIndex(of: "=") {
                let name = String(pair[..<equals])
                if result[name] == nil { result[name] = String(pair[pair.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }

    /// Writes `text` to standard error, whole (one `write` per line keeps trace lines intact).
    static func writeError(_ text: String) {
        write(fd: 2, text)
    }

    /// Writes `text` to standard output.
    static func writeOutput(_ text: String) {
        write(fd: 1, text)
    }

    /// Writes `line` and a newline to standard error, in one `write`, with any control character
    /// or bidirectional override in it shown escaped (`TerminalText`): for lines that carry text
    /// the app did not write (a name, a message, a server's sentence, an argument).
    static func writeErrorLine(_ line: String) {
        write(fd: 2, TerminalText.escaped(line) + "\n")
    }

    /// Writes `line` and a newline to standard output, escaped as `writeErrorLine` does.
    static func writeOutputLine(_ line: String) {
        write(fd: 1, TerminalText.escaped(line) + "\n")
    }

    private static func write(fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                // Inside the loop the buffer is not empty, so it has a base address.
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
