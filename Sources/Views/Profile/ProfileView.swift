import Presenters

/// The Profile screen: the menu of the profile's settings, the device list, the ID token and the
/// disconnect question.
@MainActor
package final class ProfileView<Presenter: ProfilePresenting>: ModuleView<Presenter>, ProfileViewInterface {
    /// Prints the title.
    package func showTitle(_ title: String) {
        writer.title(title)
    }

    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<ProfileAction>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: presenting.didChoose))
    }

    /// Prints the device lines.
    package func showDevices(_ lines: [String]) {
        writer.body(lines)
    }

    /// Prints the heading, then each line indented.
    package func showDetails(heading: String, lines: [String]) {
        writer.body([heading] + lines.map { "  " + $0 })
    }

    /// Prints the heading and asks `question` for the confirmation.
    package func askToConfirm(_ heading: String, _ question: Question<DisconnectConfirmation>) {
        writer.body([heading])
        ask(
            question,
            Intents(choose: presenting.didChoose, enter: presenting.didEnter, cancel: presenting.didCancel))
    }
}
