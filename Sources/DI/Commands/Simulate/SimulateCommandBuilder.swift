import Interactors
import Presenters
import Views

/// Builds `viper-auth simulate`: its interactor plays the attack on the engine the container
/// started on the home.
package struct SimulateCommandBuilder: Sendable {
    let host: EngineHost
    let output: any CommandOutput

    /// A builder over `host`, printing to `output`.
    package init(host: EngineHost, output: any CommandOutput) {
        self.host = host
        self.output = output
    }

    /// The module, its view owning its presenter.
    @MainActor
    package func make() -> SimulateView {
        let presenter = SimulatePresenter(interactor: StolenTokenSimulation(host: host))
        let view = SimulateView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
