import Interactors
import Presenters
import Router
import Views

/// Builds the CreatePin module: its presenter over the interactor, its view on the terminal.
struct CreatePinModule: ModuleBuilding {
    let interactor: any CreatePinInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: FlowContext, router: AppRouter) -> any Screen {
        let presenter = CreatePinPresenter(interactor: interactor, router: router, tracer: tracer)
        let view = CreatePinView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
