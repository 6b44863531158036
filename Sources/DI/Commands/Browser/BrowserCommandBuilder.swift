import Interactors
import Presenters
import Views

/// Builds `viper-auth browser`: its interactor plays the hosted page on the home, its view prints
/// the pages on the terminal.
struct BrowserCommandBuilder: Sendable {
    let settings: EngineSettings
    let terminal: any Terminal
    let output: any CommandOutput

    /// The module, its view owning its presenter.
    @MainActor
    func make() -> BrowserView {
        let presenter = BrowserPresenter(interactor: BrowserInteractor(settings: settings))
        let view = BrowserView(presenter: presenter, terminal: terminal, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
