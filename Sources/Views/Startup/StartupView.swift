import Presenters

/// The Startup screen: silent while the engine starts (a spinner on a terminal); when it cannot
/// start, the reason and a Retry-only menu.
@MainActor
public final class StartupView: StartupViewInterface, Screen {
    let presenter: any StartupPresenting
    private let terminal: any Terminal
    private let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// A view on `terminal` that owns `presenter`.
    public init(presenter: any StartupPresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Runs the screen until the router moves on or input ends.
    public func run() async -> ScreenEnd {
        await loop.run(on: terminal, presenter: presenter)
    }

    /// Stops after the line being handled.
    public func dismiss() {
        loop.dismiss()
    }

    /// Starts the spinner.
    public func showProgress(_ message: String) {
        terminal.startProgress(message)
    }

    /// Stops the spinner.
    public func hideProgress() {
        terminal.stopProgress()
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
