import Interactors
import Presenters
import Views

/// Builds `viper-auth clock`: its interactor is the simulation controls of the home, or of the
/// server `--server` names.
struct ClockCommandBuilder: Sendable {
    let settings: EngineSettings
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> ClockView {
        let presenter = ClockPresenter(interactor: HomeSimulation.controls(settings: settings))
        let view = ClockView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
