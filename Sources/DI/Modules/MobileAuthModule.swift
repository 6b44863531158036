import Interactors
import Presenters
import Router
import Views

/// Builds the Mobile authentication module for the context's profile: presenter over the mobile
/// authentication use cases, its view, and the one back-reference.
struct MobileAuthModule: ModuleBuilding {
    let interactor: any MobileAuthInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = MobileAuthPresenter(
            profileId: context.profileId, interactor: interactor, router: router, tracer: tracer)
        let view = MobileAuthView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
