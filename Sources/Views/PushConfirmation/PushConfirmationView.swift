import Presenters

/// The screen of one push request being answered: its heading, then each question (the decision,
/// the sensor and the code read as text, the PIN and password with echo off).
@MainActor
package final class PushConfirmationView: TerminalView, PushConfirmationViewInterface {
    private let intents: any PushConfirmationPresenting

    /// A PushConfirmation screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any PushConfirmationPresenting, terminal: any Terminal,
        headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Prints `lines` as they are.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Asks `question`, handing the decision, or leaving the request pending, to the presenter.
    package func ask(_ question: Question<DecisionAnswer>) {
        ask(question, Intents(choose: intents.didChoose, cancel: intents.didCancel))
    }

    /// Asks `question`, handing the PIN, password or code typed, or the cancel, to the presenter.
    package func ask(_ question: Question<Never>) {
        ask(question, Intents(enter: intents.didEnter, cancel: intents.didCancel))
    }

    /// Asks `question`, handing the sensor's answer, or the cancel, to the presenter.
    package func ask(_ question: Question<SensorAnswer>) {
        ask(question, Intents(choose: intents.didChoose, cancel: intents.didCancel))
    }
}
