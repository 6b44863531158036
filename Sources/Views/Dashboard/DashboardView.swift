import Presenters

/// The Dashboard screen: who is signed in and in which role, and the menu of what can be done.
@MainActor
package final class DashboardView<Presenter: DashboardPresenting>: ModuleView<Presenter>,
    DashboardViewInterface
{
    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<DashboardAction>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: presenting.didChoose))
    }

    /// Prints the heading, then each line indented.
    package func showDetails(heading: String, lines: [String]) {
        writer.body([heading] + lines.map { "  " + $0 })
    }
}
