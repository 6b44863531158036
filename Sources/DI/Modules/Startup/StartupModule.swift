import Interactors
import Presenters
import Router
import Views

/// Builds the Startup module: presenter over the start-up use case, its view, and the one
/// back-reference.
/// With `--trace`, a tracing decorator sits at each seam of the presenter (see `ModuleTrace`).
struct StartupModule: ModuleBuilding {
    let interactor: any StartupInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session _: NoSession, notice: RouteNotice?, router: AppRouter) -> any Screen {
        guard let trace = ModuleTrace(tracer, module: "Startup") else {
            let presenter = StartupPresenter(
                interactor: interactor, router: router)
            let view = StartupView(presenter: presenter, terminal: terminal, headings: headings)
            presenter.view = view  // the one back-reference: presenter → view, weak
            return view
        }
        // `--trace`: a decorator at each seam of the presenter (see StartupTracing.swift).
        let routing = TracingStartupRouting(base: router, trace: trace)
        let presenter = StartupPresenter(
            interactor: TracingStartupInteractor(base: interactor, trace: trace),
            router: routing)
        let tracingView = TracingStartupView(presenter: presenter, trace: trace)
        let view = StartupView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        presenter.view = tracingView  // the one back-reference: presenter → view, weak
        return TracedScreen(view, keeping: routing)
    }
}
