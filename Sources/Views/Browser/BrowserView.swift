import Presenters

/// `viper-auth browser`: the hosted login page and the account page on the terminal, printed
/// through `ScreenWriter` like any screen; what goes to standard output and error (who is signed
/// in on the web, why nothing could be done) through `CommandLineView`.
@MainActor
package final class BrowserView: CommandLineView, BrowserViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any BrowserPresenting
    private let terminal: any Terminal
    private let writer: ScreenWriter
    /// Installs the process's signal handlers (`TerminalSignals.install`) at the first page.
    private var installSignals: (() -> Void)?

    /// A view whose pages go to `terminal` and whose other lines go to `output`; it owns
    /// `presenter`. A test that must leave the process's signals alone passes `installSignals`.
    package init(
        presenter: any BrowserPresenting, terminal: any Terminal, output: any CommandOutput,
        installSignals: @escaping () -> Void = TerminalSignals.install
    ) {
        self.presenter = presenter
        self.terminal = terminal
        self.installSignals = installSignals
        writer = ScreenWriter(terminal: terminal)
        super.init(output: output)
    }

    /// Hands `target` to the presenter; how it went decides the exit status.
    package func run(_ target: BrowserTarget) async -> CommandOutcome {
        await presenter.run(target)
    }

    /// A page begins: from now on Ctrl-C restores the terminal first (a password may be being read).
    package func showTitle(_ text: String) {
        installSignals?()
        installSignals = nil
        writer.title(text)
    }

    /// Lines of text, escaped.
    package func showBody(_ lines: [String]) {
        writer.body(lines)
    }

    /// The numbered choices.
    package func showMenu<Choice>(_ menu: Menu<Choice>) {
        writer.menu(menu)
    }

    /// An error line (`! ` first).
    package func showError(_ text: String) {
        writer.error(text)
    }

    /// A success line.
    package func showSuccess(_ text: String) {
        writer.success(text)
    }

    /// A plain line, escaped.
    package func showLine(_ text: String) {
        writer.body([text])
    }

    /// Starts the spinner; the terminal draws it only when it is one.
    package func showProgress(_ message: String) {
        terminal.startProgress(TerminalText.escaped(message))
    }

    /// Stops the spinner.
    package func hideProgress() {
        terminal.stopProgress()
    }

    /// Asks `prompt` until a line the field can take arrives; nil at end of input.
    package func answer(_ prompt: Prompt) -> String? {
        terminal.answer(prompt)
    }
}
