import Interactors
import Presenters
import Views

/// The PinChallenge module, the PIN check of three routes: a login's (`pinChallenge`), a PIN
/// change's current PIN (`changePinCurrent`) and an authenticator's registration
/// (`registerAuthenticator`); each route has its own use cases and routing.
extension Container {
    /// Builds the PIN check of `attempt`, a login.
    func makePinChallenge(attempt: LoginAttempt, router: any PinChallengeRouting) -> any Screen {
        let interactor = traced(interactors.login(self, attempt), in: .pinChallenge, ModuleTrace.traced)
        return pinChallengeScreen(PinChallengePresenter(interactor: interactor, router: router))
    }

    /// Builds the current PIN of `change`.
    func makeChangePinCurrent(change: PinChange, router: any ChangePinCurrentRouting) -> any Screen {
        let interactor = traced(
            interactors.changePinCurrent(self, change), in: .pinChallenge, ModuleTrace.traced)
        return pinChallengeScreen(
            PinChallengePresenter(change: change, interactor: interactor, router: router))
    }

    /// Builds the PIN check of `registration`, an authenticator's.
    func makeRegisterAuthenticator(
        registration: AuthenticatorRegistration, router: any RegisterAuthenticatorRouting
    ) -> any Screen {
        let interactor = traced(
            interactors.registerAuthenticator(self, registration), in: .pinChallenge, ModuleTrace.traced)
        return pinChallengeScreen(
            PinChallengePresenter(profileId: registration.profileId, interactor: interactor, router: router))
    }

    private func pinChallengeScreen<Outcome>(_ presenter: PinChallengePresenter<Outcome>) -> any Screen {
        let view = PinChallengeView(
            presenter: presenter, terminal: terminal, headings: screenHeadings,
            trace: viewTrace(.pinChallenge))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
