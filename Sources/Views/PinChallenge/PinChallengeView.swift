import Presenters

/// The PIN prompt of a login (or of a PIN change or an authenticator's registration), with the
/// simulated sensor and the password: a question's heading, then the lines of each later one.
@MainActor
package final class PinChallengeView: TerminalView, PinChallengeViewInterface {
    /// Prints the lines of the next question.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }
}
