import Presenters

/// The Mobile authentication screen: enrollment and the pending push requests, with a menu.
@MainActor
package final class MobileAuthView<Presenter: MobileAuthPresenting>: ModuleView<Presenter>,
    MobileAuthViewInterface
{
    /// Prints `lines` as they are.
    package func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Prints `text` in the success tone.
    package func showSuccess(_ text: String) {
        writer.success(text)
    }

    /// Prints the menu and asks for a choice.
    package func showMenu(_ menu: Menu<MobileAuthAction>) {
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: presenting.didChoose))
    }
}
