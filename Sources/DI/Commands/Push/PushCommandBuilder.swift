import Interactors
import Presenters
import Views

/// Builds `viper-auth push`: its interactor plays the push service on the home's server state.
struct PushCommandBuilder: Sendable {
    let settings: EngineSettings
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> PushView {
        let presenter = PushPresenter(interactor: PushSender(settings: settings))
        let view = PushView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
