import Presenters

/// The Startup screen: silent while the engine starts (a spinner on a terminal); when it cannot
/// start, the reason and a Retry-only menu.
@MainActor
package final class StartupView<Presenter: StartupPresenting>: ModuleView<Presenter>, StartupViewInterface {
    /// Prints the title, the error's lines and the menu, and asks for a choice.
    package func showStartFailure(title: String, _ presentation: ErrorPresentation, menu: Menu<StartupAction>)
    {
        writer.title(title)
        showError(.failure(presentation))
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: presenting.didChoose))
    }
}
