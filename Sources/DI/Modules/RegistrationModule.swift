import Interactors
import Presenters
import Router
import Views

/// Builds the Registration module: its presenter over the interactor, its view on the terminal.
struct RegistrationModule: ModuleBuilding {
    let interactor: any RegistrationInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = RegistrationPresenter(interactor: interactor, router: router, tracer: tracer)
        let view = RegistrationView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
