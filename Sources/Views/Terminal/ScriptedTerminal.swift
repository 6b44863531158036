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
        guard let line = lines.first, !Self.waitsForAnEvent(line) else {
            recordMistake(lines.first.map { "\($0) where nothing is awaited" })
            return nil
        }
        lines.removeFirst()
        output += line + "\n"
        return line
    }

    /// Records `prompt` and `[secret]`, and returns the next line, or nil when the script is used up.
    package func readSecret(prompt: String) -> String? {
        output += prompt + ": "
        guard let line = lines.first, !Self.waitsForAnEvent(line) else {
            recordMistake(lines.first.map { "\($0) where nothing is awaited" })
            return nil
        }
        lines.removeFirst()
        output += "[secret]\n"
        return line
    }

    /// A scripted line that, at a question asked while an event is awaited, lets the event end
    /// now: the read waits for it and reports `.eventEnded`, so a test decides which comes first.
    package static let waitEnds = "[the awaited event ends]"
    /// A scripted line that, at a question asked while an event is awaited, is Ctrl-C.
    package static let interrupt = "[Ctrl-C]"

    /// Records `prompt`, counts the spinner beside it, and answers with the next line: `waitEnds`
    /// waits for `event`, `interrupt` is Ctrl-C (where the question cancels), any other line is
    /// typed input; nil at the end of the script.
    package func readLine<Outcome>(
        prompt: String, progress: String, until event: AwaitedEvent<Outcome>, cancelsOnInterrupt: Bool
    ) async -> WaitedInput {
        progressMessages.append(progress)
        output += prompt + ": "
        guard let line = lines.first, line != Self.interrupt || cancelsOnInterrupt else {
            recordMistake(lines.first.map { "\($0) where Ctrl-C cannot cancel" })
            return .endOfInput
        }
        lines.removeFirst()
        output += line + "\n"
        switch line {
        case Self.waitEnds:
            await event.end()
            return .eventEnded
        case Self.interrupt: return .interrupted
        default: return .line(line)
        }
    }

    /// Counts spinners; a script has no terminal to draw one on.
    package func startProgress(_ message: String) {
        progressMessages.append(message)
    }

    /// Nothing to remove.
    package func stopProgress() {}

    /// A misplaced line (`waitEnds` or `interrupt` where no event is awaited) is a script's error:
    /// it is recorded in `output` as `mistake` and the read reports the end of input, so the
    /// test's expected output and intents cannot match.
    private func recordMistake(_ mistake: String?) {
        if let mistake { output += "[script error: \(mistake)]\n" }
    }

    private static func waitsForAnEvent(_ line: String) -> Bool {
        line == waitEnds || line == interrupt
    }

    /// The lines not read yet.
    package var remainingLines: [String] { lines }
}
