import Interactors
import Presenters
import Views

/// Builds `viper-auth status`: its interactor reads the home through the container's engine.
package struct StatusCommandBuilder: Sendable {
    let settings: EngineSettings
    let host: EngineHost
    let output: any CommandOutput

    /// A builder over the home `settings` name and its engine `host`, printing to `output`.
    package init(settings: EngineSettings, host: EngineHost, output: any CommandOutput) {
        self.settings = settings
        self.host = host
        self.output = output
    }

    /// The module, its view owning its presenter.
    @MainActor
    package func make() -> StatusView {
        let presenter = StatusPresenter(
            interactor: StatusReader(settings: settings, host: host), homeOption: settings.homeOption,
            serverOption: settings.serverOption)
        let view = StatusView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
