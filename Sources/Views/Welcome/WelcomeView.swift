import Presenters

/// The Welcome screen: the profiles on this device, the selected one's implicit data, and the
/// menu to log in, choose another profile, register or quit.
@MainActor
package final class WelcomeView<Presenter: WelcomePresenting>: ModuleView<Presenter>, WelcomeViewInterface {
    /// Prints the profiles indented, the selected one marked with `*`.
    package func showProfiles(_ items: [ProfileListItem]) {
        writer.body(items.map { ($0.isSelected ? "  * " : "    ") + $0.label })
    }

    /// Prints the implicit data's sentence.
    package func showImplicitData(_ sentence: String) {
        writer.body([sentence])
    }

    /// Prints the sentence as one dim line: unavailable implicit data is no error.
    package func showImplicitDataUnavailable(_ sentence: String) {
        writer.hint(sentence)
    }

    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<WelcomeAction>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: presenting.didChoose))
    }

    /// Prints the heading and the profiles to choose from, and asks `question`.
    package func showProfileChoices(_ heading: String, _ menu: Menu<Int>, _ question: Question<Int>) {
        writer.body([heading])
        writer.menu(menu)
        ask(question, Intents(choose: presenting.didChoose(profileAt:), goBack: presenting.didGoBack))
    }
}
