import Presenters

/// The Welcome screen: the profiles on this device, the selected one's implicit data, and the
/// menu to log in, choose another profile, register or quit.
@MainActor
package final class WelcomeView: TerminalView, WelcomeViewInterface {
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
        ask(.choice)
    }

    /// Prints the question and the profiles to choose from, and asks `prompt`.
    package func showProfileChoices(_ question: String, _ menu: Menu<Int>, prompt: Prompt) {
        writer.body([question])
        writer.menu(menu)
        ask(prompt)
    }
}
