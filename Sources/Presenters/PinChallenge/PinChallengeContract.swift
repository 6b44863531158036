import Interactors

/// What every PIN check's routing shares: the last wrong PIN deregistered the profile, so the
/// person goes to Welcome, told why. The table has a `deregistered` edge from each PIN-check route.
@MainActor
package protocol DeregistrationRouting: AnyObject {
    /// The profile was deregistered and removed from this device; `notice` says why.
    func pinChallengeDidDeregister(notice: RouteNotice)
}

/// Where the PIN check of a login sends the person (the `pinChallenge` route).
@MainActor
package protocol PinChallengeRouting: DeregistrationRouting {
    /// The PIN (or the preferred sensor or password) was right and `owner`'s session is signed in.
    func pinChallengeDidSignIn(owner: SessionOwner)
    /// The person cancelled (empty line or end of input), or the login failed; back to Welcome,
    /// `notice` saying why.
    func pinChallengeDidEnd(notice: RouteNotice?)
}

/// Where the current-PIN check of a PIN change sends the person (the `changePinCurrent` route).
/// A session found over ends through `SessionEndRouting`, as on every screen that needs one.
@MainActor
package protocol ChangePinCurrentRouting: DeregistrationRouting, SessionEndRouting {
    /// The current PIN was right: `change` asks for the new PIN.
    func changePinCurrentDidAcceptPin(_ change: PinChange)
    /// The PIN change was cancelled or failed; back to the Profile screen of `profileId`, `notice`
    /// saying why.
    func changePinCurrentDidEnd(profileId: ProfileID, notice: RouteNotice?)
}

/// Where the PIN check and the sensor or password of an authenticator's registration send the
/// person (the `registerAuthenticator` route). A session found over ends through
/// `SessionEndRouting`, as on every screen that needs one.
@MainActor
package protocol RegisterAuthenticatorRouting: DeregistrationRouting, SessionEndRouting {
    /// The new authenticator of `profileId` is registered; `notice` says which.
    func registerAuthenticatorDidRegister(profileId: ProfileID, notice: RouteNotice)
    /// The registration was cancelled or failed; back to the Authenticators screen of
    /// `profileId`, `notice` saying why.
    func registerAuthenticatorDidEnd(profileId: ProfileID, notice: RouteNotice?)
}

/// What the PinChallenge presenter asks its view to show besides the verbs every view shares: the
/// question's heading and explanation. Every sentence is the presenter's.
@MainActor
package protocol PinChallengeViewInterface: HeadingViewInterface {
    /// Shows lines of explanation for a later question (the heading is shown once).
    func showLines(_ lines: [String])
    /// Asks `question`: the PIN, or a password.
    func ask(_ question: Question<Never>)
    /// Asks `question`: what the simulated sensor does.
    func ask(_ question: Question<SensorAnswer>)
}

/// What a person can do at a PIN check: enter the PIN or a password, play the sensor, or cancel.
@MainActor
package protocol PinChallengePresenting: ScreenPresenting {
    /// The person entered `text`, the PIN or the password asked for.
    func didEnter(_ text: String) async
    /// The person answered the simulated sensor with `answer`.
    func didChoose(_ answer: SensorAnswer) async
    /// The person left the question with an empty line: the PIN check or the registration is
    /// cancelled; the sensor or the password of a login is declined, for the PIN.
    func didCancel() async
}
