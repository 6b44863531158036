import Presenters

/// The Mobile authentication screen: enrollment and the pending push requests, with a menu.
@MainActor
public final class MobileAuthView: MobileAuthViewInterface, TerminalScreen {
    let presenter: any MobileAuthPresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view on `terminal` that owns `presenter`.
    public init(presenter: any MobileAuthPresenting, terminal: any Terminal) {
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

    /// Prints `text` in the success tone.
    public func showSuccess(_ text: String) {
        writer.success(text)
    }

    /// Prints the menu and asks for a choice.
    public func showMenu(_ menu: Menu<MobileAuthAction>) {
        writer.menu(menu)
        loop.prompt = .choice
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
