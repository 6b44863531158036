import Interactors
import Presenters
import Views

/// Builds the PinChallenge module, the PIN check of three routes: a login's (`pinChallenge`), a
/// PIN change's current PIN (`changePinCurrent`) and an authenticator's registration
/// (`registerAuthenticator`); each route has its own use cases and routing.
struct PinChallengeModule {
    let login: @Sendable (LoginAttempt) -> any PinChallengeInteracting<UserSession>
    let changePin: @Sendable (PinChange) -> any ChangePinCurrentInteracting
    let registerAuthenticator: @Sendable (AuthenticatorRegistration) -> any RegisterAuthenticatorInteracting
    let view: ViewParts

    /// The PIN check of `attempt`, a login.
    @MainActor func build(attempt: LoginAttempt, router: any PinChallengeRouting) -> any Screen {
        screen(PinChallengePresenter(interactor: login(attempt), router: router))
    }

    /// The current PIN of `change`.
    @MainActor func buildChangePin(change: PinChange, router: any ChangePinCurrentRouting) -> any Screen {
        screen(PinChallengePresenter(change: change, interactor: changePin(change), router: router))
    }

    /// The PIN check of `registration`, an authenticator's.
    @MainActor func buildRegisterAuthenticator(
        registration: AuthenticatorRegistration, router: any RegisterAuthenticatorRouting
    ) -> any Screen {
        screen(
            PinChallengePresenter(
                profileId: registration.profileId, interactor: registerAuthenticator(registration),
                router: router))
    }

    @MainActor private func screen<Outcome>(_ presenter: PinChallengePresenter<Outcome>) -> any Screen {
        let view = PinChallengeView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.pinChallenge))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
