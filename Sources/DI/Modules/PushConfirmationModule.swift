import Interactors
import Presenters
import Router
import Views

/// Builds the PushConfirmation module for the context's profile: presenter over the push
/// confirmation use cases (the handling in progress), its view, and the one back-reference.
struct PushConfirmationModule: ModuleBuilding {
    let interactor: any PushConfirmationInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = PushConfirmationPresenter(
            profileId: context.sessionOwner?.profileId?.rawValue, interactor: interactor, router: router,
            tracer: tracer)
        let view = PushConfirmationView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
