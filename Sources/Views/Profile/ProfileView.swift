import Presenters

/// The Profile screen: the menu of the profile's settings, the device list, the ID token and the
/// disconnect question.
@MainActor
package final class ProfileView: TerminalView, ProfileViewInterface {
    private let intents: any ProfilePresenting

    /// A Profile screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any ProfilePresenting, terminal: any Terminal, headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Prints the title.
    package func showTitle(_ title: String) {
        writer.title(title)
    }

    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<ProfileAction>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: intents.didChoose))
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
        ask(question, Intents(choose: intents.didChoose, enter: intents.didEnter, cancel: intents.didCancel))
    }
}
