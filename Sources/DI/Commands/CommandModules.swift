import Interactors
import Presenters
import Views

/// The one-shot commands' modules, built as the screens are: the interactor from `interactors`, a
/// presenter, a view printing to `commandOutput`, and the one back-reference.
extension Container {
    /// Builds `viper-auth status`.
    func makeStatus() -> StatusView {
        let presenter = StatusPresenter(
            interactor: interactors.status(self), homeOption: settings.homeOption,
            serverOption: settings.serverOption)
        let view = StatusView(presenter: presenter, output: commandOutput)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }

    /// Builds `viper-auth push`.
    func makePush() -> PushView {
        let presenter = PushPresenter(interactor: interactors.push(self))
        let view = PushView(presenter: presenter, output: commandOutput)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }

    /// Builds `viper-auth server`; `allowsRemoteControl` serves the control routes to every peer,
    /// `openID` sets the OpenID provider's issuer and clients.
    func makeServer(allowsRemoteControl: Bool, openID: OpenIDProviderOptions = OpenIDProviderOptions())
        -> ServerView
    {
        let presenter = ServerPresenter(interactor: interactors.server(self, allowsRemoteControl, openID))
        let view = ServerView(presenter: presenter, output: commandOutput)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }

    /// Builds `viper-auth browser`, its pages on the container's terminal.
    func makeBrowser() -> BrowserView {
        let presenter = BrowserPresenter(interactor: interactors.browser(self))
        let view = BrowserView(presenter: presenter, terminal: terminal, output: commandOutput)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }

    /// Builds `viper-auth clock`.
    func makeClock() -> ClockView {
        let presenter = ClockPresenter(interactor: interactors.simulation(self))
        let view = ClockView(presenter: presenter, output: commandOutput)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }

    /// Builds `viper-auth faults`.
    func makeFaults() -> FaultsView {
        let presenter = FaultsPresenter(interactor: interactors.simulation(self))
        let view = FaultsView(presenter: presenter, output: commandOutput)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }

    /// Builds `viper-auth simulate`.
    func makeSimulate() -> SimulateView {
        let presenter = SimulatePresenter(interactor: interactors.simulate(self))
        let view = SimulateView(presenter: presenter, output: commandOutput)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }

    /// Builds `viper-auth __complete`.
    func makeCompletion() -> CompletionView {
        let presenter = CompletionPresenter(interactor: interactors.completion(self))
        let view = CompletionView(presenter: presenter, output: commandOutput)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }

    /// Builds the interactive app's ending: goodbye on the terminal the screens used.
    func makeInteractiveEnding() -> InteractiveView {
        let presenter = InteractivePresenter()
        let view = InteractiveView(presenter: presenter, terminal: terminal, output: commandOutput)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
