import Interactors
import Presenters
import Router
import Views

/// Builds the Dashboard module for a profile's session: presenter over the dashboard use cases,
/// its view, and the one back-reference.
/// With `--trace`, a tracing decorator sits at each seam of the presenter (see `ModuleTrace`).
struct DashboardModule: ModuleBuilding {
    let interactor: any DashboardInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session owner: SessionOwner, notice: RouteNotice?, router: AppRouter)
        -> any Screen
    {
        guard let trace = ModuleTrace(tracer, module: "Dashboard") else {
            let presenter = DashboardPresenter(
                owner: owner, notice: notice, interactor: interactor, router: router)
            let view = DashboardView(presenter: presenter, terminal: terminal, headings: headings)
            presenter.view = view  // the one back-reference: presenter → view, weak
            return view
        }
        // `--trace`: a decorator at each seam of the presenter (see DashboardTracing.swift).
        let routing = TracingDashboardRouting(base: router, trace: trace)
        let presenter = DashboardPresenter(
            owner: owner, notice: notice,
            interactor: TracingDashboardInteractor(base: interactor, trace: trace),
            router: routing)
        let tracingView = TracingDashboardView(presenter: presenter, trace: trace)
        let view = DashboardView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        presenter.view = tracingView  // the one back-reference: presenter → view, weak
        return TracedScreen(view, keeping: routing)
    }
}
