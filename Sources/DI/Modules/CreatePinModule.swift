import Interactors
import Presenters
import Router
import Views

/// Builds the CreatePin module: its presenter over the interactor, its view on the terminal.
/// `purpose` says what the engine flow's new PIN is for; `AppModuleFactory` picks it per route.
struct CreatePinModule: ModuleBuilding {
    let interactor: any CreatePinInteracting
    let terminal: any Terminal
    let tracer: Tracer
    var purpose = ChallengePurpose.signIn

    /// This builder, for an engine flow of `purpose`.
    func serving(_ purpose: ChallengePurpose) -> Self {
        var builder = self
        builder.purpose = purpose
        return builder
    }

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = CreatePinPresenter(
            interactor: interactor, router: router, tracer: tracer, purpose: purpose,
            profileId: context.profileId)
        let view = CreatePinView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
