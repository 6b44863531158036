import Interactors
import Presenters
import Views

/// Builds `viper-auth simulate`: its interactor plays the attack on the engine the container
/// started on the home.
struct SimulateCommandBuilder: Sendable {
    let host: EngineHost
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> SimulateView {
        let presenter = SimulatePresenter(interactor: StolenTokenSimulation(host: host))
        let view = SimulateView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
