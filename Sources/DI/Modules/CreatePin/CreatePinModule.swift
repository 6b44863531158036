import Interactors
import Presenters
import Router
import Views

/// Builds the CreatePin module for a registration's new PIN (the `createPin` route): its presenter
/// over the registration's interactor, its view on the terminal. With `--trace`, a tracing
/// decorator sits at each seam of the presenter (see `ModuleTrace`), on this route and the next.
struct CreatePinModule: ModuleBuilding {
    let interactor: any CreatePinInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session _: NoSession, notice: RouteNotice?, router: AppRouter) -> any Screen {
        let trace = ModuleTrace(tracer, module: CreatePinScreen.module)
        let interactor: any CreatePinInteracting =
            if let trace { TracingCreatePinInteractor(base: interactor, trace: trace) } else { interactor }
        let routing = trace.map { TracingCreatePinRouting(base: router, trace: $0) }
        let presenter = CreatePinPresenter(interactor: interactor, router: routing ?? router)
        return CreatePinScreen.make(
            presenter, trace: trace, keeping: routing, terminal: terminal, headings: headings
        ) {
            presenter.view = $0
        }
    }
}

/// Builds the CreatePin module for a PIN change's new PIN (the `changePinNew` route).
struct ChangePinNewModule: ModuleBuilding {
    let interactor: any ChangePinNewInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session profileId: ProfileID, notice: RouteNotice?, router: AppRouter)
        -> any Screen
    {
        let trace = ModuleTrace(tracer, module: CreatePinScreen.module)
        let interactor: any ChangePinNewInteracting =
            if let trace {
                TracingCreatePinInteractor(base: interactor, sessions: interactor, trace: trace)
            } else { interactor }
        let routing = trace.map { TracingCreatePinRouting(base: router, trace: $0) }
        let presenter = CreatePinPresenter(
            profileId: profileId, interactor: interactor, router: routing ?? router)
        return CreatePinScreen.make(
            presenter, trace: trace, keeping: routing, terminal: terminal, headings: headings
        ) {
            presenter.view = $0
        }
    }
}

/// What the two CreatePin builders do alike once the presenter is built.
@MainActor
enum CreatePinScreen {
    /// The module's name in `--trace` lines.
    static let module = "CreatePin"

    /// The view over `presenter`; `attach` closes the one back-reference (presenter → view, weak).
    /// With `trace`, the view decorator sits between them, and the screen keeps `routing` alive.
    static func make(
        _ presenter: any CreatePinPresenting, trace: ModuleTrace?, keeping routing: AnyObject?,
        terminal: any Terminal, headings: any ScreenHeadingNoting,
        attach: (any CreatePinViewInterface) -> Void
    ) -> any Screen {
        guard let trace, let routing else {
            let view = CreatePinView(presenter: presenter, terminal: terminal, headings: headings)
            attach(view)
            return view
        }
        let tracingView = TracingCreatePinView(presenter: presenter, trace: trace)
        let view = CreatePinView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        attach(tracingView)
        return TracedScreen(view, keeping: routing)
    }
}
