import Interactors
import Presenters
import Router
import Views

/// Builds the Startup module: presenter over the start-up use case, its view, and the one
/// back-reference.
struct StartupModule: ModuleBuilding {
    let interactor: any StartupInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = StartupPresenter(interactor: interactor, router: router, tracer: tracer)
        let view = StartupView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
