import Interactors
import Presenters
import Views

/// Builds `viper-auth faults`: its interactor is the simulation controls of the home, or of the
/// server `--server` names.
struct FaultsCommandBuilder: Sendable {
    let settings: EngineSettings
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> FaultsView {
        let presenter = FaultsPresenter(interactor: HomeSimulation.controls(settings: settings))
        let view = FaultsView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
