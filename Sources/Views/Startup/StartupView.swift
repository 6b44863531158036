import Presenters

/// The Startup screen: silent while the engine starts (a spinner on a terminal); when it cannot
/// start, the reason and a Retry-only menu.
@MainActor
package final class StartupView: TerminalView, StartupViewInterface {
    private let intents: any StartupPresenting

    /// A Startup screen on `terminal` handing what the person does to `presenter` (see
    /// `TerminalView.init` for `headings` and `trace`).
    package init(
        presenter: any StartupPresenting, terminal: any Terminal, headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        intents = presenter
        super.init(presenter: presenter, terminal: terminal, headings: headings, trace: trace)
    }

    /// Prints the title, the error's lines and the menu, and asks for a choice.
    package func showStartFailure(title: String, _ presentation: ErrorPresentation, menu: Menu<StartupAction>)
    {
        writer.title(title)
        showError(.failure(presentation))
        writer.menu(menu)
        ask(.choosing(from: menu), Intents(choose: intents.didChoose))
    }
}
