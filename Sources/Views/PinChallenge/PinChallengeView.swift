import Presenters

/// The PIN prompt of a login (or of a PIN change or an authenticator's registration), with the
/// simulated sensor and the password: prints what its presenter says and reads secrets with echo off.
@MainActor
public final class PinChallengeView: PinChallengeViewInterface, TerminalScreen {
    /// Owned here; the presenter holds this view weakly.
    let presenter: any PinChallengePresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view driven by `presenter`, printing to `terminal`.
    public init(presenter: any PinChallengePresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Prints the title and the lines under it.
    public func showHeading(title: String, lines: [String]) {
        writer.title(title)
        writer.body(lines)
    }

    /// Prints the lines of the next question.
    public func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Prints `message` as an error.
    public func showError(_ message: String) {
        writer.error(message)
    }
}
