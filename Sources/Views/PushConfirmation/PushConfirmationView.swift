import Presenters

/// The screen of one push request being answered: its heading, then each question (the decision,
/// the sensor and the code read as text, the PIN and password with echo off).
@MainActor
package final class PushConfirmationView<Presenter: PushConfirmationPresenting>: ModuleView<Presenter>,
    PushConfirmationViewInterface
{
    /// Prints `lines` as they are.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Asks `question`, handing the decision, or leaving the request pending, to the presenter.
    package func ask(_ question: Question<DecisionAnswer>) {
        ask(question, Intents(choose: presenting.didChoose, cancel: presenting.didCancel))
    }

    /// Asks `question`, handing the PIN, password or code typed, or the cancel, to the presenter.
    package func ask(_ question: Question<Never>) {
        ask(question, Intents(enter: presenting.didEnter, cancel: presenting.didCancel))
    }

    /// Asks `question`, handing the sensor's answer, or the cancel, to the presenter.
    package func ask(_ question: Question<SensorAnswer>) {
        ask(question, Intents(choose: presenting.didChoose, cancel: presenting.didCancel))
    }
}
