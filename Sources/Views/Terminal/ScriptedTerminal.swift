/// A terminal for tests: answers prompts from a list of lines and records everything printed.
///
/// Secrets are consumed like any other line but recorded only as `[secret]`, the way a real
/// terminal with echo off shows nothing.
@MainActor
package final class ScriptedTerminal: Terminal {
    /// Plain text: tests compare exact output.
    package let style: Style
    private var lines: [String]
    /// Everything written, prompts included, in order.
    package private(set) var output = ""
    /// The number of times a spinner was started.
    package var progressCount: Int { progressMessages.count }
    /// The message of each spinner started, in order.
    package private(set) var progressMessages: [String] = []

    /// A terminal that will answer with `lines`, then report end of input.
    package init(lines: [String], style: Style = .plain) {
        self.lines = lines
        self.style = style
    }

    /// Records `text`.
    package func write(_ text: String) {
        output += text
    }

    /// Records `prompt` and the line given, or returns nil when the script is used up.
    package func readLine(prompt: String) -> String? {
        output += prompt + ": "
        guard !lines.isEmpty else { return nil }
        let line = lines.removeFirst()
        output += line + "\n"
        return line
    }

    /// Records `prompt` and `[secret]`, and returns the next line, or nil when the script is used up.
    package func readSecret(prompt: String) -> String? {
        output += prompt + ": "
        guard !lines.isEmpty else { return nil }
        output += "[secret]\n"
        return lines.removeFirst()
    }

    /// Counts spinners; a script has no terminal to draw one on.
    package func startProgress(_ message: String) {
        progressMessages.append(message)
    }

    /// Nothing to remove.
    package func stopProgress() {}

    /// The lines not read yet.
    package var remainingLines: [String] { lines }
}
