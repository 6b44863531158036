import Presenters

/// The new-PIN prompts of a registration or a PIN change: the rules under the title, and the
/// success once the PIN is set.
@MainActor
package final class CreatePinView: TerminalView, CreatePinViewInterface {
    private let intents: any CreatePinPresenting

    /// A CreatePin screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any CreatePinPresenting, terminal: any Terminal,
        headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Prints `message` in the success tone.
    package func showSuccess(_ message: String) {
        writer.success(message)
    }

    /// Asks `question`, handing the PIN typed, or the cancel, to the presenter.
    package func ask(_ question: Question<Never>) {
        ask(question, Intents(enter: intents.didEnter, cancel: intents.didCancel))
    }
}
