import Presenters

/// The interactive app's last lines, on its terminal after the last screen.
@MainActor
package final class InteractiveView: CommandLineView, InteractiveViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any InteractivePresenting
    private let writer: ScreenWriter

    /// A view printing to `terminal` (and to `output` for the shared verbs); it owns `presenter`.
    package init(presenter: any InteractivePresenting, terminal: any Terminal, output: any CommandOutput) {
        self.presenter = presenter
        writer = ScreenWriter(terminal: terminal)
        super.init(output: output)
    }

    /// Hands the run's `end` to the presenter; how it went decides the exit status.
    package func end(_ end: InteractiveEnd) -> CommandOutcome {
        presenter.present(end)
    }

    /// Prints `lines` on the terminal, escaped.
    package func showFarewell(_ lines: [String]) {
        writer.body(lines)
    }
}
