import Presenters
import Views

/// Builds the interactive app's ending: the module that says goodbye on the terminal the screens
/// used.
struct InteractiveCommandBuilder: Sendable {
    let terminal: any Terminal
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> InteractiveView {
        let presenter = InteractivePresenter()
        let view = InteractiveView(presenter: presenter, terminal: terminal, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
