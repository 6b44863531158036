import Interactors
import Presenters
import Views

/// Builds the Welcome module: its presenter over the Welcome use cases, showing `notice` first,
/// its view, and the one back-reference.
struct WelcomeModule {
    let interactor: any WelcomeInteracting
    let view: ViewParts

    @MainActor func build(notice: RouteNotice?, router: any WelcomeRouting) -> any Screen {
        let presenter = WelcomePresenter(notice: notice, interactor: interactor, router: router)
        let view = WelcomeView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.welcome))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
