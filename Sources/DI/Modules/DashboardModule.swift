import Interactors
import Presenters
import Router
import Views

/// Builds the Dashboard module for the context's profile: presenter over the dashboard use cases,
/// its view, and the one back-reference.
struct DashboardModule: ModuleBuilding {
    let interactor: any DashboardInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = DashboardPresenter(
            profileId: context.profileId, notice: context.notice, interactor: interactor, router: router,
            tracer: tracer)
        let view = DashboardView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
