import Interactors
import Presenters
import Views

/// Builds the PinChallenge module, the PIN check of three routes: a login's (`pinChallenge`), a
/// PIN change's current PIN (`changePinCurrent`) and an authenticator's registration
/// (`registerAuthenticator`); each route has its own use cases and routing.
struct PinChallengeModule {
    let login: any PinChallengeInteracting<UserSession>
    let changePin: any ChangePinCurrentInteracting
    let registerAuthenticator: any RegisterAuthenticatorInteracting
    let view: ViewParts

    /// A login's PIN check.
    @MainActor func build(router: any PinChallengeRouting) -> any Screen {
        screen(PinChallengePresenter(interactor: login, router: router))
    }

    /// The current PIN of `profileId`'s PIN change.
    @MainActor func buildChangePin(profileId: ProfileID, router: any ChangePinCurrentRouting) -> any Screen {
        screen(PinChallengePresenter(profileId: profileId, interactor: changePin, router: router))
    }

    /// The PIN check of `profileId`'s authenticator registration.
    @MainActor func buildRegisterAuthenticator(profileId: ProfileID, router: any RegisterAuthenticatorRouting)
        -> any Screen
    {
        screen(PinChallengePresenter(profileId: profileId, interactor: registerAuthenticator, router: router))
    }

    @MainActor private func screen<Outcome>(_ presenter: PinChallengePresenter<Outcome>) -> any Screen {
        let view = PinChallengeView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.pinChallenge))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
