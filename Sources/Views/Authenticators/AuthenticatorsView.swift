import Presenters

/// The Authenticators screen: what is registered, what login offers first, and the menu.
@MainActor
package final class AuthenticatorsView: TerminalView, AuthenticatorsViewInterface {
    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<AuthenticatorsAction>) {
        writer.menu(menu)
        ask(.choice)
    }

    /// Prints the question and its choices, and asks for one.
    package func showChoices<Choice>(_ question: String, _ choices: Menu<Choice>) {
        writer.body([question])
        writer.menu(choices)
        ask(.choice)
    }

    /// Prints `text` as a success.
    package func showSuccess(_ text: String) {
        writer.success(text)
    }
}
