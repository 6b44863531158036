import Presenters
import Views

/// Builds the interactive app's ending: the module that says goodbye on the terminal the screens
/// used.
package struct InteractiveCommandBuilder: Sendable {
    let terminal: any Terminal
    let output: any CommandOutput

    /// A builder printing to `terminal`, and to `output` for the shared verbs.
    package init(terminal: any Terminal, output: any CommandOutput) {
        self.terminal = terminal
        self.output = output
    }

    /// The module, its view owning its presenter.
    @MainActor
    package func make() -> InteractiveView {
        let presenter = InteractivePresenter()
        let view = InteractiveView(presenter: presenter, terminal: terminal, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
