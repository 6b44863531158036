import Interactors
import Presenters
import Router
import Views

/// Builds the PinChallenge module for a login (the `pinChallenge` route): its presenter over the
/// login's interactor, its view on the terminal. With `--trace`, a tracing decorator sits at each
/// seam of the presenter (see `ModuleTrace`), on this route and the two below.
struct PinChallengeModule: ModuleBuilding {
    let interactor: any PinChallengeInteracting<UserSession>
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session _: NoSession, notice: RouteNotice?, router: AppRouter) -> any Screen {
        let trace = ModuleTrace(tracer, module: PinChallengeScreen.module)
        let interactor: any PinChallengeInteracting<UserSession> =
            if let trace {
                TracingPinChallengeInteractor(base: interactor, trace: trace) {
                    "signed in to \(ModuleTrace.describe($0.owner))"
                }
            } else { interactor }
        let routing = trace.map { TracingPinChallengeRouting(base: router, trace: $0) }
        let presenter = PinChallengePresenter(interactor: interactor, router: routing ?? router)
        return PinChallengeScreen.make(
            presenter, trace: trace, keeping: routing, terminal: terminal, headings: headings
        ) {
            presenter.view = $0
        }
    }
}

/// Builds the PinChallenge module for a PIN change's current PIN (the `changePinCurrent` route).
struct ChangePinCurrentModule: ModuleBuilding {
    let interactor: any ChangePinCurrentInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session profileId: ProfileID, notice: RouteNotice?, router: AppRouter)
        -> any Screen
    {
        let trace = ModuleTrace(tracer, module: PinChallengeScreen.module)
        let interactor: any ChangePinCurrentInteracting =
            if let trace {
                TracingPinChallengeInteractor(base: interactor, sessions: interactor, trace: trace) { _ in
                    "new PIN requested"
                }
            } else { interactor }
        let routing = trace.map { TracingPinChallengeRouting(base: router, trace: $0) }
        let presenter = PinChallengePresenter(
            profileId: profileId, interactor: interactor, router: routing ?? router)
        return PinChallengeScreen.make(
            presenter, trace: trace, keeping: routing, terminal: terminal, headings: headings
        ) {
            presenter.view = $0
        }
    }
}

/// Builds the PinChallenge module for an authenticator's registration (the `registerAuthenticator`
/// route).
struct RegisterAuthenticatorModule: ModuleBuilding {
    let interactor: any RegisterAuthenticatorInteracting
    let terminal: any Terminal
    let headings: any ScreenHeadingNoting
    let tracer: Tracer

    @MainActor func makeScreen(session profileId: ProfileID, notice: RouteNotice?, router: AppRouter)
        -> any Screen
    {
        let trace = ModuleTrace(tracer, module: PinChallengeScreen.module)
        let interactor: any RegisterAuthenticatorInteracting =
            if let trace {
                TracingPinChallengeInteractor(base: interactor, sessions: interactor, trace: trace) { _ in
                    "authenticator registered"
                }
            } else { interactor }
        let routing = trace.map { TracingPinChallengeRouting(base: router, trace: $0) }
        let presenter = PinChallengePresenter(
            profileId: profileId, interactor: interactor, router: routing ?? router)
        return PinChallengeScreen.make(
            presenter, trace: trace, keeping: routing, terminal: terminal, headings: headings
        ) {
            presenter.view = $0
        }
    }
}

/// What the three PinChallenge builders do alike once the presenter is built.
@MainActor
enum PinChallengeScreen {
    /// The module's name in `--trace` lines.
    static let module = "PinChallenge"

    /// The view over `presenter`; `attach` closes the one back-reference (presenter → view, weak).
    /// With `trace`, the view decorator sits between them, and the screen keeps `routing` alive.
    static func make(
        _ presenter: any PinChallengePresenting, trace: ModuleTrace?, keeping routing: AnyObject?,
        terminal: any Terminal, headings: any ScreenHeadingNoting,
        attach: (any PinChallengeViewInterface) -> Void
    ) -> any Screen {
        guard let trace, let routing else {
            let view = PinChallengeView(presenter: presenter, terminal: terminal, headings: headings)
            attach(view)
            return view
        }
        let tracingView = TracingPinChallengeView(presenter: presenter, trace: trace)
        let view = PinChallengeView(presenter: tracingView, terminal: terminal, headings: headings)
        tracingView.attach(to: view, loop: view.loop)
        attach(tracingView)
        return TracedScreen(view, keeping: routing)
    }
}
