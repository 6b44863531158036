import Presenters

/// The Profile screen: the menu of the profile's settings, the device list, the ID token and the
/// disconnect question.
@MainActor
public final class ProfileView: ProfileViewInterface, TerminalScreen {
    let presenter: any ProfilePresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view on `terminal` that owns `presenter`.
    public init(presenter: any ProfilePresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Prints `text` as a notice.
    public func showNotice(_ text: String) {
        writer.notice(text)
    }

    /// Prints the title.
    public func showTitle(_ title: String) {
        writer.title(title)
    }

    /// Prints the menu and asks for a choice.
    public func showMenu(_ menu: Menu<ProfileAction>) {
        writer.menu(menu)
        loop.prompt = .choice
    }

    /// Prints the device lines.
    public func showDevices(_ lines: [String]) {
        writer.body(lines)
    }

    /// Prints the heading, then each line indented.
    public func showDetails(heading: String, lines: [String]) {
        writer.body([heading] + lines.map { "  " + $0 })
    }

    /// Prints the error's lines.
    public func showError(_ presentation: ErrorPresentation) {
        for line in presentation.lines { writer.error(line) }
    }

    /// Prints `message` as an error; the prompt stays.
    public func showProblem(_ message: String) {
        writer.error(message)
    }

    /// Prints `question` and asks for the confirmation.
    public func askToConfirm(_ question: String) {
        writer.body([question])
        loop.prompt = .text("Confirm")
    }
}
