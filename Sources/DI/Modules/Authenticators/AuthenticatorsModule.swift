import Interactors
import Presenters
import Router
import Views

/// Builds the Authenticators module for a profile's session: presenter over the use cases, its
/// view, and the one back-reference.
/// With `--trace`, a tracing decorator sits at each seam of the presenter (see `ModuleTrace`).
struct AuthenticatorsModule: ModuleBuilding {
    let interactor: any AuthenticatorsInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session profileId: ProfileID, notice: RouteNotice?, router: AppRouter)
        -> any Screen
    {
        guard let trace = ModuleTrace(tracer, module: "Authenticators") else {
            let presenter = AuthenticatorsPresenter(
                profileId: profileId, notice: notice, interactor: interactor, router: router)
            let view = AuthenticatorsView(presenter: presenter, terminal: terminal, headings: headings)
            presenter.view = view  // the one back-reference: presenter → view, weak
            return view
        }
        // `--trace`: a decorator at each seam of the presenter (see AuthenticatorsTracing.swift).
        let routing = TracingAuthenticatorsRouting(base: router, trace: trace)
        let presenter = AuthenticatorsPresenter(
            profileId: profileId, notice: notice,
            interactor: TracingAuthenticatorsInteractor(base: interactor, trace: trace),
            router: routing)
        let tracingView = TracingAuthenticatorsView(presenter: presenter, trace: trace)
        let view = AuthenticatorsView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        presenter.view = tracingView  // the one back-reference: presenter → view, weak
        return TracedScreen(view, keeping: routing)
    }
}
