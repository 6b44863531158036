import Presenters

/// The new-PIN prompts of a registration: prints what its presenter says and reads each PIN with
/// echo off.
@MainActor
public final class CreatePinView: CreatePinViewInterface, TerminalScreen {
    /// Owned here; the presenter holds this view weakly.
    let presenter: any CreatePinPresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view driven by `presenter`, printing to `terminal`.
    public init(presenter: any CreatePinPresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Prints the title and the lines under it.
    public func showHeading(title: String, lines: [String]) {
        writer.title(title)
        writer.body(lines)
    }

    /// Prints each message as an error.
    public func showErrors(_ messages: [String]) {
        for message in messages { writer.error(message) }
    }

    /// Prints `message` as a success.
    public func showSuccess(_ message: String) {
        writer.success(message)
    }
}
