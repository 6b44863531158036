import Interactors
import Presenters
import Router
import Views

/// Builds the SwitchContext module for the context's profile: presenter over the switch-context use
/// cases, its view, and the one back-reference.
struct SwitchContextModule: ModuleBuilding {
    let interactor: any SwitchContextInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = SwitchContextPresenter(
            profileId: context.profileId, interactor: interactor, router: router, tracer: tracer)
        let view = SwitchContextView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
