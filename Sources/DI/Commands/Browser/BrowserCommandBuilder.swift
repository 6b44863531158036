import Interactors
import Presenters
import Views

/// Builds `viper-auth browser`: its interactor plays the hosted page on the home, its view prints
/// the pages on the terminal.
package struct BrowserCommandBuilder: Sendable {
    let settings: EngineSettings
    let terminal: any Terminal
    let output: any CommandOutput

    /// A builder over the home `settings` name, its pages on `terminal`, its other lines to `output`.
    package init(settings: EngineSettings, terminal: any Terminal, output: any CommandOutput) {
        self.settings = settings
        self.terminal = terminal
        self.output = output
    }

    /// The module, its view owning its presenter.
    @MainActor
    package func make() -> BrowserView {
        let presenter = BrowserPresenter(interactor: BrowserInteractor(settings: settings))
        let view = BrowserView(presenter: presenter, terminal: terminal, output: output)
        presenter.view = view  // the one back-reference, held weakly
        return view
    }
}
