import Presenters

/// The switch-context screen: the numbered memberships and a prompt for one of them.
@MainActor
package final class SwitchContextView: TerminalView, SwitchContextViewInterface {
    /// Prints the title and the lines under it.
    package func showHeading(title: String, lines: [String]) {
        writer.title(title)
        writer.body(lines)
    }
}
