import Interactors
import Presenters
import Views

/// Builds `viper-auth __complete`: its interactor reads the device half of the home without
/// starting the engine.
struct CompletionCommandBuilder: Sendable {
    let settings: EngineSettings
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> CompletionView {
        let presenter = CompletionPresenter(interactor: RegisteredProfileReader(settings: settings))
        let view = CompletionView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
