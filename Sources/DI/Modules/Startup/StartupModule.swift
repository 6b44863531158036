import Interactors
import Presenters
import Views

/// Builds the Startup module: its presenter over the start-up use case, its view, and the one
/// back-reference.
struct StartupModule {
    let interactor: any StartupInteracting
    let view: ViewParts

    @MainActor func build(router: any StartupRouting) -> any Screen {
        let presenter = StartupPresenter(interactor: interactor, router: router)
        let view = StartupView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.startup))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
