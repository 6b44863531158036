import Synchronization

/// The two streams a one-shot command writes to.
package enum CommandStream: Sendable, Equatable {
    /// Standard output: what a script reads (a word, a code, JSON, a report).
    case standardOutput
    /// Standard error: what a person reads along the way, and why a command failed.
    case standardError
}

/// Where the views of the one-shot commands (`status`, `push`, `clock`…) write: the process's
/// standard output and error, or a recording in tests.
///
/// `Sendable`, because `server` writes its request log from the threads that serve the requests.
package protocol CommandOutput: AnyObject, Sendable {
    /// Writes `text` to `stream` as it is, whole (one `write` per call keeps lines intact).
    func write(_ text: String, to stream: CommandStream)
}

extension CommandOutput {
    /// Writes `line` and a newline to `stream` in one `write`, with any control character or
    /// bidirectional override in it shown escaped (`TerminalText`): for lines that carry text the
    /// app did not write (a name, a message, a server's sentence, an argument).
    package func writeLine(_ line: String, to stream: CommandStream) {
        write(TerminalText.escaped(line) + "\n", to: stream)
    }

    /// Writes each of `lines` with a newline, escaped as `writeLine` does, in one `write`.
    package func writeLines(_ lines: [String], to stream: CommandStream) {
        write(lines.map { TerminalText.escaped($0) + "\n" }.joined(), to: stream)
    }
}

/// The process's standard output and standard error.
package final class StandardCommandOutput: CommandOutput {
    /// The process's streams.
    package init() {}

    /// Writes `text` to file descriptor 1 or 2; a reader that has gone (`EPIPE`) loses the rest.
    package func write(_ text: String, to stream: CommandStream) {
        _ = Platform.write(text, to: stream == .standardOutput ? 1 : 2)
    }
}

/// A command's output kept in memory, in the order written: what tests read instead of a process's
/// streams.
package final class RecordedCommandOutput: CommandOutput {
    private let writes = Mutex<[(stream: CommandStream, text: String)]>([])

    /// An empty recording.
    package init() {}

    /// Keeps `text` as written to `stream`.
    package func write(_ text: String, to stream: CommandStream) {
        writes.withLock { $0.append((stream, text)) }
    }

    /// Everything written to standard output, in order.
    package var standardOutput: String { text(of: .standardOutput) }

    /// Everything written to standard error, in order.
    package var standardError: String { text(of: .standardError) }

    private func text(of stream: CommandStream) -> String {
        writes.withLock { $0.filter { $0.stream == stream }.map(\.text).joined() }
    }
}
