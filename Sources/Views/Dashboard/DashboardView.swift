import Presenters

/// The Dashboard screen: who is signed in and in which role, and the menu of what can be done.
@MainActor
package final class DashboardView: TerminalView, DashboardViewInterface {
    private let intents: any DashboardPresenting

    /// A Dashboard screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any DashboardPresenting, terminal: any Terminal,
        headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<DashboardAction>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: intents.didChoose))
    }

    /// Prints the heading, then each line indented.
    package func showDetails(heading: String, lines: [String]) {
        writer.body([heading] + lines.map { "  " + $0 })
    }
}
