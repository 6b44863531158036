import Interactors
import Presenters
import Views

/// Builds `viper-auth server`: its interactor serves the home's server half over HTTP.
struct ServerCommandBuilder: Sendable {
    let settings: EngineSettings
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> ServerView {
        let presenter = ServerPresenter(interactor: ServerInteractor(settings: settings))
        let view = ServerView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
