import Interactors
import Presenters
import Router
import Views

/// Builds the Mobile authentication module for a profile's session: presenter over the mobile
/// authentication use cases, its view, and the one back-reference.
/// With `--trace`, a tracing decorator sits at each seam of the presenter (see `ModuleTrace`).
struct MobileAuthModule: ModuleBuilding {
    let interactor: any MobileAuthInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session profileId: ProfileID, notice: RouteNotice?, router: AppRouter)
        -> any Screen
    {
        guard let trace = ModuleTrace(tracer, module: "MobileAuth") else {
            let presenter = MobileAuthPresenter(
                profileId: profileId, interactor: interactor, router: router)
            let view = MobileAuthView(presenter: presenter, terminal: terminal, headings: headings)
            presenter.view = view  // the one back-reference: presenter → view, weak
            return view
        }
        // `--trace`: a decorator at each seam of the presenter (see MobileAuthTracing.swift).
        let routing = TracingMobileAuthRouting(base: router, trace: trace)
        let presenter = MobileAuthPresenter(
            profileId: profileId,
            interactor: TracingMobileAuthInteractor(base: interactor, trace: trace),
            router: routing)
        let tracingView = TracingMobileAuthView(presenter: presenter, trace: trace)
        let view = MobileAuthView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        presenter.view = tracingView  // the one back-reference: presenter → view, weak
        return TracedScreen(view, keeping: routing)
    }
}
