import Presenters

/// The Dashboard screen: who is signed in and in which role, and the menu of what can be done.
@MainActor
public final class DashboardView: DashboardViewInterface, TerminalScreen {
    let presenter: any DashboardPresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view on `terminal` that owns `presenter`.
    public init(presenter: any DashboardPresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Prints `text` as a notice.
    public func showNotice(_ text: String) {
        writer.notice(text)
    }

    /// Prints the title, the account and the role.
    public func showSession(account: String, role: String) {
        writer.title("Dashboard")
        writer.body(["Logged in as \(account)", role])
    }

    /// Prints the menu and asks for a choice.
    public func showMenu(_ menu: Menu<DashboardAction>) {
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

    /// Prints the heading, then each line indented.
    public func showDetails(heading: String, lines: [String]) {
        writer.body([heading] + lines.map { "  " + $0 })
    }
}
