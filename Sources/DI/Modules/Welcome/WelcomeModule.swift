import Interactors
import Presenters
import Router
import Views

/// Builds the Welcome module: presenter over the Welcome use cases (showing the context's notice),
/// its view, and the one back-reference.
/// With `--trace`, a tracing decorator sits at each seam of the presenter (see `ModuleTrace`).
struct WelcomeModule: ModuleBuilding {
    let interactor: any WelcomeInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session _: NoSession, notice: RouteNotice?, router: AppRouter) -> any Screen {
        guard let trace = ModuleTrace(tracer, module: "Welcome") else {
            let presenter = WelcomePresenter(
                notice: notice, interactor: interactor, router: router)
            let view = WelcomeView(presenter: presenter, terminal: terminal, headings: headings)
            presenter.view = view  // the one back-reference: presenter → view, weak
            return view
        }
        // `--trace`: a decorator at each seam of the presenter (see WelcomeTracing.swift).
        let routing = TracingWelcomeRouting(base: router, trace: trace)
        let presenter = WelcomePresenter(
            notice: notice, interactor: TracingWelcomeInteractor(base: interactor, trace: trace),
            router: routing)
        let tracingView = TracingWelcomeView(presenter: presenter, trace: trace)
        let view = WelcomeView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        presenter.view = tracingView  // the one back-reference: presenter → view, weak
        return TracedScreen(view, keeping: routing)
    }
}
