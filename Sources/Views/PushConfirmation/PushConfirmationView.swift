import Presenters

/// The screen of one push request being answered: its heading, then each question (the decision,
/// the sensor and the code read as text, the PIN and password with echo off).
@MainActor
package final class PushConfirmationView: TerminalView, PushConfirmationViewInterface {
    /// Prints `lines` as they are.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }
}
