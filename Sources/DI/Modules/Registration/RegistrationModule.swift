import Interactors
import Presenters
import Router
import Views

/// Builds the Registration module: its presenter over the interactor, its view on the terminal.
/// With `--trace`, a tracing decorator sits at each seam of the presenter (see `ModuleTrace`).
struct RegistrationModule: ModuleBuilding {
    let interactor: any RegistrationInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session _: NoSession, notice: RouteNotice?, router: AppRouter) -> any Screen {
        guard let trace = ModuleTrace(tracer, module: "Registration") else {
            let presenter = RegistrationPresenter(interactor: interactor, router: router)
            let view = RegistrationView(presenter: presenter, terminal: terminal, headings: headings)
            presenter.view = view  // the one back-reference: presenter → view, weak
            return view
        }
        // `--trace`: a decorator at each seam of the presenter (see RegistrationTracing.swift).
        let routing = TracingRegistrationRouting(base: router, trace: trace)
        let presenter = RegistrationPresenter(
            interactor: TracingRegistrationInteractor(base: interactor, trace: trace), router: routing)
        let tracingView = TracingRegistrationView(presenter: presenter, trace: trace)
        let view = RegistrationView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        presenter.view = tracingView  // the one back-reference: presenter → view, weak
        return TracedScreen(view, keeping: routing)
    }
}
