import Interactors

// One initializer per route the PinChallenge module is shown under; each picks the route's goal
// (its words and where it leads), so the module's builder chooses what the check is for by which
// one it calls, and the compiler pairs each route's interactor with its routing.

extension PinChallengePresenter where Outcome == UserSession {
    /// The PIN check of a login (the `pinChallenge` route), answering the login through
    /// `interactor` (built with it) and routing to `router`.
    package convenience init(
        interactor: any PinChallengeInteracting<UserSession>, router: any PinChallengeRouting
    ) {
        self.init(interactor: interactor, goal: LoginGoal(router: router))
    }
}

extension PinChallengePresenter where Outcome == NewPinRequest {
    /// The current-PIN check of `change` (the `changePinCurrent` route).
    package convenience init(
        change: PinChange, interactor: any ChangePinCurrentInteracting, router: any ChangePinCurrentRouting
    ) {
        let sessionEnd = SessionEndPolicy(
            owner: .profile(change.profileId), interactor: interactor, router: router)
        self.init(
            interactor: interactor,
            goal: ChangePinCurrentGoal(change: change, router: router, sessionEnd: sessionEnd))
    }
}

extension PinChallengePresenter where Outcome == ProfileAuthenticators {
    /// The PIN check, then the sensor or new password, of registering an authenticator for
    /// `profileId` (the `registerAuthenticator` route).
    package convenience init(
        profileId: ProfileID, interactor: any RegisterAuthenticatorInteracting,
        router: any RegisterAuthenticatorRouting
    ) {
        let sessionEnd = SessionEndPolicy(owner: .profile(profileId), interactor: interactor, router: router)
        self.init(
            interactor: interactor,
            goal: RegisterAuthenticatorGoal(profileId: profileId, router: router, sessionEnd: sessionEnd))
    }
}
