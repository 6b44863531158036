import Presenters

/// The Welcome screen: the profiles on this device, the selected one's implicit data, and the
/// menu to log in, choose another profile, register or quit.
@MainActor
public final class WelcomeView: WelcomeViewInterface, TerminalScreen {
    let presenter: any WelcomePresenting
    /// The console this view prints to.
    public let terminal: any Terminal
    /// The loop that reads lines for the presenter.
    public let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// The presenter, as the screen loop sees it.
    public var linePresenter: any LinePresenting { presenter }

    /// A view on `terminal` that owns `presenter`.
    public init(presenter: any WelcomePresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Prints `text` as a notice.
    public func showNotice(_ text: String) {
        writer.notice(text)
    }

    /// Prints the title and the profiles, the selected one marked with `*`.
    public func showProfiles(_ items: [ProfileListItem]) {
        writer.title("Welcome")
        guard !items.isEmpty else {
            writer.body(["No profiles are registered on this device yet."])
            return
        }
        writer.body(["Profiles on this device:"] + items.map { ($0.isSelected ? "  * " : "    ") + $0.label })
    }

    /// Prints the implicit data's sentence.
    public func showImplicitData(_ sentence: String) {
        writer.body([sentence])
    }

    /// Prints the sentence as one dim line: unavailable implicit data is no error.
    public func showImplicitDataUnavailable(_ sentence: String) {
        writer.hint(sentence)
    }

    /// Prints the menu and asks for a choice.
    public func showMenu(_ menu: Menu<WelcomeAction>) {
        writer.menu(menu)
        loop.prompt = .choice
    }

    /// Prints the profiles to choose from and asks for one.
    public func showProfileChoices(_ menu: Menu<Int>) {
        writer.body(["Choose a profile by number or email (empty line: back):"])
        writer.menu(menu)
        loop.prompt = .text("Profile")
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
