import Interactors
import Presenters
import Views

/// The PinChallenge module, the PIN check of three routes: a login's (`pinChallenge`), a PIN
/// change's current PIN (`changePinCurrent`) and an authenticator's registration
/// (`registerAuthenticator`); each route has its own use cases and routing.
extension Container {
    /// Builds a login's PIN check.
    func makePinChallenge(router: any PinChallengeRouting) -> any Screen {
        let interactor = traced(interactors.login(self), in: .pinChallenge, ModuleTrace.traced)
        return pinChallengeScreen(PinChallengePresenter(interactor: interactor, router: router))
    }

    /// Builds the current PIN of `profileId`'s PIN change.
    func makeChangePinCurrent(profileId: ProfileID, router: any ChangePinCurrentRouting) -> any Screen {
        let interactor = traced(interactors.changePinCurrent(self), in: .pinChallenge, ModuleTrace.traced)
        return pinChallengeScreen(
            PinChallengePresenter(profileId: profileId, interactor: interactor, router: router))
    }

    /// Builds the PIN check of `profileId`'s authenticator registration.
    func makeRegisterAuthenticator(profileId: ProfileID, router: any RegisterAuthenticatorRouting)
        -> any Screen
    {
        let interactor = traced(
            interactors.registerAuthenticator(self), in: .pinChallenge, ModuleTrace.traced)
        return pinChallengeScreen(
            PinChallengePresenter(profileId: profileId, interactor: interactor, router: router))
    }

    private func pinChallengeScreen<Outcome>(_ presenter: PinChallengePresenter<Outcome>) -> any Screen {
        let view = PinChallengeView(
            presenter: presenter, terminal: terminal, headings: screenHeadings,
            trace: viewTrace(.pinChallenge))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
