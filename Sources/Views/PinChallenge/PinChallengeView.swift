import Presenters

/// The PIN prompt of a login (or of a PIN change or an authenticator's registration), with the
/// simulated sensor and the password: a question's heading, then the lines of each later one.
@MainActor
package final class PinChallengeView: TerminalView, PinChallengeViewInterface {
    private let intents: any PinChallengePresenting

    /// A PinChallenge screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any PinChallengePresenting, terminal: any Terminal,
        headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Prints the lines of the next question.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Asks `question`, handing the PIN or password typed, or the cancel, to the presenter.
    package func ask(_ question: Question<Never>) {
        ask(question, Intents(enter: intents.didEnter, cancel: intents.didCancel))
    }

    /// Asks `question`, handing the sensor's answer, or the cancel, to the presenter.
    package func ask(_ question: Question<SensorAnswer>) {
        ask(question, Intents(choose: intents.didChoose, cancel: intents.didCancel))
    }
}
