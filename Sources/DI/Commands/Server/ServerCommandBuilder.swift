import Interactors
import Presenters
import Views

/// Builds `viper-auth server`: its interactor serves the home's server half over HTTP.
struct ServerCommandBuilder: Sendable {
    let settings: EngineSettings
    let output: any CommandOutput

    /// The module, its view owning its presenter; `allowsRemoteControl` serves the control routes
    /// to every peer.
    @MainActor
    func make(allowsRemoteControl: Bool) -> ServerView {
        let presenter = ServerPresenter(
            interactor: ServerInteractor(settings: settings, allowsRemoteControl: allowsRemoteControl))
        let view = ServerView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
