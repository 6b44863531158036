import Presenters

/// `viper-auth status`: prints the report its presenter made, as lines or JSON.
@MainActor
package final class StatusView: CommandLineView, StatusViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any StatusPresenting

    /// A view printing to `output` that owns `presenter`.
    package init(presenter: any StatusPresenting, output: any CommandOutput) {
        self.presenter = presenter
        super.init(output: output)
    }

    /// Asks the presenter for the report in `format`; how it went decides the exit status.
    package func run(_ format: StatusFormat) async -> CommandOutcome {
        await presenter.run(format)
    }

    /// Prints `lines` on standard output, each escaped, in one write.
    package func showReport(_ lines: [String]) {
        output.writeLines(lines, to: .standardOutput)
    }

    /// Prints `json` as it is, and a newline: its strings are escaped as JSON escapes them.
    package func showJSON(_ json: String) {
        output.write(json + "\n", to: .standardOutput)
    }
}
