import Presenters

/// The Registration menu (the identity providers) and their forms; passwords are read with echo off.
@MainActor
public final class RegistrationView: RegistrationViewInterface, TerminalScreen {
    /// Owned here; the presenter holds this view weakly.
    let presenter: any RegistrationPresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view driven by `presenter`, printing to `terminal`.
    public init(presenter: any RegistrationPresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Prints the title and the lines under it.
    public func showHeading(title: String, lines: [String]) {
        writer.title(title)
        writer.body(lines)
    }

    /// Prints the numbered choices and asks for one.
    public func showMenu(_ menu: Menu<RegistrationChoice>) {
        writer.menu(menu)
        loop.prompt = .choice
    }

    /// Prints the lines as they are.
    public func showLines(_ lines: [String]) {
        writer.body(lines)
    }

    /// Prints `text` as a notice.
    public func showNotice(_ text: String) {
        writer.notice(text)
    }

    /// Prints each message as an error.
    public func showErrors(_ messages: [String]) {
        for message in messages { writer.error(message) }
    }

    /// Prints the error's lines.
    public func showError(_ presentation: ErrorPresentation) {
        showErrors(presentation.lines)
    }
}
