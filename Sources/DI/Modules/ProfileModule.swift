import Interactors
import Presenters
import Router
import Views

/// Builds the Profile module for the context's profile: presenter over the use cases, its view,
/// and the one back-reference.
struct ProfileModule: ModuleBuilding {
    let interactor: any ProfileInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = ProfilePresenter(
            profileId: context.profileId, notice: context.notice, interactor: interactor, router: router,
            tracer: tracer)
        let view = ProfileView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
