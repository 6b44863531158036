import Presenters

/// The Profile screen: the menu of the profile's settings, the device list, the ID token and the
/// disconnect question.
@MainActor
public final class ProfileView: TerminalView, ProfileViewInterface {
    /// Prints the title.
    public func showTitle(_ title: String) {
        writer.title(title)
    }

    /// Prints the menu and asks for a choice.
    public func showMenu(_ menu: Menu<ProfileAction>) {
        writer.menu(menu)
        ask(.choice)
    }

    /// Prints the device lines.
    public func showDevices(_ lines: [String]) {
        writer.body(lines)
    }

    /// Prints the heading, then each line indented.
    public func showDetails(heading: String, lines: [String]) {
        writer.body([heading] + lines.map { "  " + $0 })
    }

    /// Prints `question` and asks for the confirmation.
    public func askToConfirm(_ question: String) {
        writer.body([question])
        ask(.text("Confirm"))
    }
}
