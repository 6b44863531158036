import Interactors
import Presenters
import Router
import Views

/// Builds the SwitchContext module for a profile's session: presenter over the switch-context use
/// cases, its view, and the one back-reference.
/// With `--trace`, a tracing decorator sits at each seam of the presenter (see `ModuleTrace`).
struct SwitchContextModule: ModuleBuilding {
    let interactor: any SwitchContextInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session profileId: ProfileID, notice: RouteNotice?, router: AppRouter)
        -> any Screen
    {
        guard let trace = ModuleTrace(tracer, module: "SwitchContext") else {
            let presenter = SwitchContextPresenter(
                profileId: profileId, interactor: interactor, router: router)
            let view = SwitchContextView(presenter: presenter, terminal: terminal, headings: headings)
            presenter.view = view  // the one back-reference: presenter → view, weak
            return view
        }
        // `--trace`: a decorator at each seam of the presenter (see SwitchContextTracing.swift).
        let routing = TracingSwitchContextRouting(base: router, trace: trace)
        let presenter = SwitchContextPresenter(
            profileId: profileId,
            interactor: TracingSwitchContextInteractor(base: interactor, trace: trace),
            router: routing)
        let tracingView = TracingSwitchContextView(presenter: presenter, trace: trace)
        let view = SwitchContextView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        presenter.view = tracingView  // the one back-reference: presenter → view, weak
        return TracedScreen(view, keeping: routing)
    }
}
