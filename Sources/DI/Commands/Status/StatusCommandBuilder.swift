import Interactors
import Presenters
import Views

/// Builds `viper-auth status`: its interactor reads the home through the container's engine.
struct StatusCommandBuilder: Sendable {
    let settings: EngineSettings
    let host: EngineHost
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> StatusView {
        let presenter = StatusPresenter(
            interactor: StatusReader(settings: settings, host: host), homeOption: settings.homeOption,
            serverOption: settings.serverOption)
        let view = StatusView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
