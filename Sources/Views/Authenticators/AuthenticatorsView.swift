import Presenters

/// The Authenticators screen: what is registered, what login offers first, and the menu.
@MainActor
package final class AuthenticatorsView: TerminalView, AuthenticatorsViewInterface {
    private let intents: any AuthenticatorsPresenting

    /// A Authenticators screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any AuthenticatorsPresenting, terminal: any Terminal,
        headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<AuthenticatorsAction>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: intents.didChoose))
    }

    /// Prints the heading and the choices, and asks for one; an empty line goes back.
    package func showChoices(_ heading: String, _ choices: Menu<AuthenticatorChange>) {
        writer.body([heading])
        writer.menu(choices)
        ask(
            .choosing(from: choices, emptyLine: .goBack),
            Intents(choose: intents.didChoose, goBack: intents.didGoBack))
    }

    /// Prints `text` as a success.
    package func showSuccess(_ text: String) {
        writer.success(text)
    }
}
