import Presenters

/// The screen of one push request being answered: its heading, then each question (the decision,
/// the sensor and the code read as text, the PIN and password with echo off).
@MainActor
public final class PushConfirmationView: PushConfirmationViewInterface, TerminalScreen {
    /// Owned here; the presenter holds this view weakly.
    let presenter: any PushConfirmationPresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view on `terminal` that owns `presenter`.
    public init(presenter: any PushConfirmationPresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Prints the title and the lines under it.
    public func showHeading(title: String, lines: [String]) {
        writer.title(title)
        writer.body(lines)
    }

    /// Prints `lines` as they are.
    public func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Prints the error's lines.
    public func showError(_ presentation: ErrorPresentation) {
        for line in presentation.lines { writer.error(line) }
    }

    /// Prints `message` as an error; the prompt stays.
    public func showProblem(_ message: String) {
        writer.error(message)
    }
}
