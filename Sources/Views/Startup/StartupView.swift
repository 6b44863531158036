import Presenters

/// The Startup screen: silent while the engine starts (a spinner on a terminal); when it cannot
/// start, the reason and a Retry-only menu.
@MainActor
public final class StartupView: StartupViewInterface, TerminalScreen {
    let presenter: any StartupPresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view on `terminal` that owns `presenter`.
    public init(presenter: any StartupPresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Prints the title, the error's lines and the menu, and asks for a choice.
    public func showStartFailure(_ presentation: ErrorPresentation, menu: Menu<StartupAction>) {
        writer.title("Start-up")
        for line in presentation.lines { writer.error(line) }
        writer.menu(menu)
        loop.prompt = .choice
    }

    /// Prints `message` as an error; the prompt stays.
    public func showProblem(_ message: String) {
        writer.error(message)
    }
}
