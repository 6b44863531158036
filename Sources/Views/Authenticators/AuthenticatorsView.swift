import Presenters

/// The Authenticators screen: what is registered, what login offers first, and the menu.
@MainActor
package final class AuthenticatorsView<Presenter: AuthenticatorsPresenting>: ModuleView<Presenter>,
    AuthenticatorsViewInterface
{
    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<AuthenticatorsAction>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: presenting.didChoose))
    }

    /// Prints the heading and the choices, and asks for one; an empty line goes back.
    package func showChoices(_ heading: String, _ choices: Menu<AuthenticatorChange>) {
        writer.body([heading])
        writer.menu(choices)
        ask(
            .choosing(from: choices, emptyLine: .goBack),
            Intents(choose: presenting.didChoose, goBack: presenting.didGoBack))
    }

    /// Prints `text` as a success.
    package func showSuccess(_ text: String) {
        writer.success(text)
    }
}
