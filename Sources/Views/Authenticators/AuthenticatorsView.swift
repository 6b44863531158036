import Presenters

/// The Authenticators screen: what is registered, what login offers first, and the menu.
@MainActor
public final class AuthenticatorsView: AuthenticatorsViewInterface, TerminalScreen {
    let presenter: any AuthenticatorsPresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view on `terminal` that owns `presenter`.
    public init(presenter: any AuthenticatorsPresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Prints `text` as a notice.
    public func showNotice(_ text: String) {
        writer.notice(text)
    }

    /// Prints the title and the authenticators.
    public func showAuthenticators(_ lines: [String]) {
        writer.title("Authenticators")
        writer.body(lines)
    }

    /// Prints the menu and asks for a choice.
    public func showMenu(_ menu: Menu<AuthenticatorsAction>) {
        writer.menu(menu)
        loop.prompt = .choice
    }

    /// Prints the question and its choices, and asks for one.
    public func showChoices<Choice>(_ question: String, _ choices: Menu<Choice>) {
        writer.body([question])
        writer.menu(choices)
        loop.prompt = .choice
    }

    /// Prints `text` as a success.
    public func showSuccess(_ text: String) {
        writer.success(text)
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
