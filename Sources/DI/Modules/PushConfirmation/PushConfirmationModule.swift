import Interactors
import Presenters
import Router
import Views

/// Builds the PushConfirmation module for a profile's session: presenter over the push
/// confirmation use cases (the handling in progress), its view, and the one back-reference.
/// With `--trace`, a tracing decorator sits at each seam of the presenter (see `ModuleTrace`).
struct PushConfirmationModule: ModuleBuilding {
    let interactor: any PushConfirmationInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session profileId: ProfileID, notice: RouteNotice?, router: AppRouter)
        -> any Screen
    {
        guard let trace = ModuleTrace(tracer, module: "PushConfirmation") else {
            let presenter = PushConfirmationPresenter(
                profileId: profileId, interactor: interactor, router: router)
            let view = PushConfirmationView(presenter: presenter, terminal: terminal, headings: headings)
            presenter.view = view  // the one back-reference: presenter → view, weak
            return view
        }
        // `--trace`: a decorator at each seam of the presenter (see PushConfirmationTracing.swift); the interactor's
        // tells the view's when a one-time code is asked, so the line typed is traced by its length.
        let codeAsked = CodeAsked()
        let routing = TracingPushConfirmationRouting(base: router, trace: trace)
        let presenter = PushConfirmationPresenter(
            profileId: profileId,
            interactor: TracingPushConfirmationInteractor(
                base: interactor, trace: trace, codeAsked: codeAsked),
            router: routing)
        let tracingView = TracingPushConfirmationView(
            presenter: presenter, trace: trace, codeAsked: codeAsked)
        let view = PushConfirmationView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        presenter.view = tracingView  // the one back-reference: presenter → view, weak
        return TracedScreen(view, keeping: routing)
    }
}
