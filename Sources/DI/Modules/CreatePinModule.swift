import Interactors
import Presenters
import Router
import Views

/// Builds the CreatePin module for a registration's new PIN (the `createPin` route): its presenter
/// over the registration's interactor, its view on the terminal.
struct CreatePinModule: ModuleBuilding {
    let interactor: any CreatePinInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = CreatePinPresenter(interactor: interactor, router: router, tracer: tracer)
        let view = CreatePinView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}

/// Builds the CreatePin module for a PIN change's new PIN (the `changePinNew` route).
struct ChangePinNewModule: ModuleBuilding {
    let interactor: any ChangePinNewInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        guard let profileId = context.sessionOwner?.profileId?.rawValue else {
            return CreatePinView(
                presenter: SessionRequiredPresenter(
                    interactor: interactor, router: router, tracer: tracer, module: "CreatePin"),
                terminal: terminal)
        }
        let presenter = CreatePinPresenter(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer)
        let view = CreatePinView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
