import Interactors
import Presenters
import Router
import Views

/// Builds the Welcome module: presenter over the Welcome use cases (showing the context's notice),
/// its view, and the one back-reference.
struct WelcomeModule: ModuleBuilding {
    let interactor: any WelcomeInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = WelcomePresenter(
            notice: context.notice, interactor: interactor, router: router, tracer: tracer)
        let view = WelcomeView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
