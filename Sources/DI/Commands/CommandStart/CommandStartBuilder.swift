import Presenters
import Views

/// Builds the module that says why a command could not start (its home, its server, or its
/// wiring): a presenter and a view, no interactor.
struct CommandStartBuilder: Sendable {
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> CommandStartView {
        let presenter = CommandStartPresenter()
        let view = CommandStartView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
