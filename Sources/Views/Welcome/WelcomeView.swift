import Presenters

/// The Welcome screen: the profiles on this device, the selected one's implicit data, and the
/// menu to log in, choose another profile, register or quit.
@MainActor
package final class WelcomeView: TerminalView, WelcomeViewInterface {
    /// Prints the title and the profiles, the selected one marked with `*`.
    package func showProfiles(_ items: [ProfileListItem]) {
        writer.title("Welcome")
        guard !items.isEmpty else {
            writer.body(["No profiles are registered on this device yet."])
            return
        }
        writer.body(["Profiles on this device:"] + items.map { ($0.isSelected ? "  * " : "    ") + $0.label })
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

    /// Prints the profiles to choose from and asks for one.
    package func showProfileChoices(_ menu: Menu<Int>) {
        writer.body(["Choose a profile by number or email (empty line: back):"])
        writer.menu(menu)
        ask(.text("Profile"))
    }
}
