import Presenters

/// The switch-context screen: the numbered memberships and a prompt for one of them.
@MainActor
package final class SwitchContextView: TerminalView, SwitchContextViewInterface {
    private let intents: any SwitchContextPresenting

    /// A SwitchContext screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any SwitchContextPresenting, terminal: any Terminal,
        headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Asks `question`, handing the membership chosen, a retry or going back to the presenter.
    package func ask(_ question: Question<SwitchContextChoice>) {
        ask(question, Intents(choose: intents.didChoose, goBack: intents.didGoBack))
    }
}
