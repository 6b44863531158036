import Presenters

/// The Registration menu (the identity providers) and their forms; passwords are read with echo off.
@MainActor
package final class RegistrationView: TerminalView, RegistrationViewInterface {
    private let intents: any RegistrationPresenting

    /// A Registration screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any RegistrationPresenting, terminal: any Terminal,
        headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Prints the numbered choices and asks for one.
    package func showMenu(_ menu: Menu<RegistrationChoice>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: intents.didChoose))
    }

    /// Prints the lines as they are.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Asks `question`, handing the field's text, going back or cancelling to the presenter.
    package func ask(_ question: Question<Never>) {
        ask(
            question,
            Intents(enter: intents.didEnter, goBack: intents.didGoBack, cancel: intents.didCancel))
    }
}
