import Presenters

/// The PIN prompt of a login (or of a PIN change or an authenticator's registration), with the
/// simulated sensor and the password: a question's heading, then the lines of each later one.
@MainActor
package final class PinChallengeView<Presenter: PinChallengePresenting>: ModuleView<Presenter>,
    PinChallengeViewInterface
{
    /// Prints the lines of the next question.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Asks `question`, handing the PIN or password typed, or the cancel, to the presenter.
    package func ask(_ question: Question<Never>) {
        ask(question, Intents(enter: presenting.didEnter, cancel: presenting.didCancel))
    }

    /// Asks `question`, handing the sensor's answer, or the cancel, to the presenter.
    package func ask(_ question: Question<SensorAnswer>) {
        ask(question, Intents(choose: presenting.didChoose, cancel: presenting.didCancel))
    }
}
