import Presenters

/// The Profile screen: the menu of the profile's settings, the device list, the ID token and the
/// disconnect question.
@MainActor
package final class ProfileView: TerminalView, ProfileViewInterface {
    /// Prints the title.
    package func showTitle(_ title: String) {
        writer.title(title)
    }

    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<ProfileAction>) {
        writer.menu(menu)
        ask(.choice)
    }

    /// Prints the device lines.
    package func showDevices(_ lines: [String]) {
        writer.body(lines)
    }

    /// Prints the heading, then each line indented.
    package func showDetails(heading: String, lines: [String]) {
        writer.body([heading] + lines.map { "  " + $0 })
    }

    /// Prints `question` and asks `prompt` for the confirmation.
    package func askToConfirm(_ question: String, prompt: Prompt) {
        writer.body([question])
        ask(prompt)
    }
}
