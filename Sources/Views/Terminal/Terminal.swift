/// The console the views print to and read from.
///
/// `StandardTerminal` is the real one over standard input and output; `ScriptedTerminal` feeds
/// lines from an array and records what was printed, for tests.
@MainActor
package protocol Terminal: AnyObject, Sendable {
    /// How text is decorated: colour escapes, or nothing when colour is off.
    var style: Style { get }

    /// Writes `text` to standard output as it is (no newline is added).
    func write(_ text: String)

    /// Shows `prompt` and reads one line without its newline; nil at end of input.
    func readLine(prompt: String) -> String?

    /// Shows `prompt` and reads one line with echo off on a terminal (plain on a pipe); nil at end
    /// of input. What is typed is never echoed or recorded.
    func readSecret(prompt: String) -> String?

    /// Shows `prompt` with a spinner showing `progress` beside it (on a terminal only) and reads
    /// one line with echo on, without holding the main actor, until `event` ends first; with
    /// `cancelsOnInterrupt`, Ctrl-C meanwhile is `.interrupted` instead of the end of the app.
    ///
    /// Text half-typed when the event ends stays in the input, for the next prompt to read.
    func readLine<Outcome>(
        prompt: String, progress: String, until event: AwaitedEvent<Outcome>, cancelsOnInterrupt: Bool
    ) async -> WaitedInput

    /// Shows a spinner with `message` while slow work runs, on a terminal only.
    func startProgress(_ message: String)

    /// Removes the spinner, if one is shown.
    func stopProgress()
}

extension Terminal {
    /// Writes `text` and a newline.
    package func writeLine(_ text: String = "") {
        write(text + "\n")
    }
}
