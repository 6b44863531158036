import Interactors
import Presenters
import Router
import Views

/// Builds the PinChallenge module for a login (the `pinChallenge` route): its presenter over the
/// login's interactor, its view on the terminal.
struct PinChallengeModule: ModuleBuilding {
    let interactor: any PinChallengeInteracting<UserSession>
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        let presenter = PinChallengePresenter(interactor: interactor, router: router, tracer: tracer)
        let view = PinChallengeView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}

/// Builds the PinChallenge module for a PIN change's current PIN (the `changePinCurrent` route).
struct ChangePinCurrentModule: ModuleBuilding {
    let interactor: any ChangePinCurrentInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        guard let profileId = context.sessionOwner?.profileId?.rawValue else {
            return PinChallengeView(
                presenter: SessionRequiredPresenter(
                    interactor: interactor, router: router, tracer: tracer, module: "PinChallenge"),
                terminal: terminal)
        }
        let presenter = PinChallengePresenter(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer)
        let view = PinChallengeView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}

/// Builds the PinChallenge module for an authenticator's registration (the `registerAuthenticator`
/// route).
struct RegisterAuthenticatorModule: ModuleBuilding {
    let interactor: any RegisterAuthenticatorInteracting
    let terminal: any Terminal
    let tracer: Tracer

    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen {
        guard let profileId = context.sessionOwner?.profileId?.rawValue else {
            return PinChallengeView(
                presenter: SessionRequiredPresenter(
                    interactor: interactor, router: router, tracer: tracer, module: "PinChallenge"),
                terminal: terminal)
        }
        let presenter = PinChallengePresenter(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer)
        let view = PinChallengeView(presenter: presenter, terminal: terminal)
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
