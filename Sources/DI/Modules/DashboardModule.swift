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
        guard let owner = context.sessionOwner else { return MissingSessionScreen(router: router) }
        let presenter = DashboardPresenter(
            owner: owner, notice: context.notice, interactor: interactor, router: router,
            tracer: tracer)
        let view = DashboardView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
