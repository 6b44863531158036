import Interactors
import Presenters
import Views

extension Container {
    /// Builds the Startup module: its presenter over the start-up use case, its view, and the one
    /// back-reference.
    func makeStartup(router: any StartupRouting) -> any Screen {
        let interactor = traced(interactors.startup(self), in: .startup, ModuleTrace.traced)
        let presenter = StartupPresenter(interactor: interactor, router: router)
        let view = StartupView(
            presenter: presenter, terminal: terminal, headings: screenHeadings, trace: viewTrace(.startup))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
