import Interactors

/// What a PIN check is for, on the route it is shown under: the words that differ, and where the
/// person goes once the flow ends. One goal per route, picked by the route's initializer of
/// `PinChallengePresenter` (PinChallengePresenter+Routes.swift), so the presenter asks every
/// question the same way and has no branch on what the check is for.
@MainActor
protocol PinChallengeGoal<Outcome> {
    /// What the flow's success carries on this route.
    associatedtype Outcome: Equatable & Sendable

    /// The route's words.
    var text: PinChallengeText { get }

    /// Sends the person on after the flow succeeded with `outcome`; `answeredWith` is the
    /// authenticator whose question was answered last (the PIN, the sensor or the password).
    func succeed(with outcome: Outcome, answeredWith: Authenticator)
    /// Sends the person back after the flow was cancelled or failed, `notice` saying why.
    func end(notice: RouteNotice?)
    /// Sends the person to Welcome: the last wrong PIN deregistered the profile.
    func deregister(notice: RouteNotice)
    /// Ends the session and returns true when `error` says it is over; returns false, having done
    /// nothing, for any other error, which `end(notice:)` then reports.
    func endsSession(after error: AppError) async -> Bool
}

/// A login's PIN check: it ends signed in, or back on Welcome.
struct LoginGoal: PinChallengeGoal {
    weak var router: (any PinChallengeRouting)?
    let text = PinChallengeText.login

    func succeed(with session: UserSession, answeredWith _: Authenticator) {
        router?.pinChallengeDidSignIn(owner: session.owner)
    }

    func end(notice: RouteNotice?) {
        router?.pinChallengeDidEnd(notice: notice)
    }

    func deregister(notice: RouteNotice) {
        router?.pinChallengeDidDeregister(notice: notice)
    }

    func endsSession(after error: AppError) async -> Bool {
        // A login has no session yet: whatever failed, Welcome shows why.
        false
    }
}

/// The current-PIN check of a PIN change: it goes on to the new PIN, or back to Profile.
struct ChangePinCurrentGoal: PinChallengeGoal {
    let change: PinChange
    weak var router: (any ChangePinCurrentRouting)?
    let sessionEnd: SessionEndPolicy
    let text = PinChallengeText.pinChange

    func succeed(with request: NewPinRequest, answeredWith _: Authenticator) {
        router?.changePinCurrentDidAcceptPin(change)
    }

    func end(notice: RouteNotice?) {
        router?.changePinCurrentDidEnd(profileId: change.profileId, notice: notice)
    }

    func deregister(notice: RouteNotice) {
        router?.pinChallengeDidDeregister(notice: notice)
    }

    func endsSession(after error: AppError) async -> Bool {
        await sessionEnd.endsSession(after: error)
    }
}

/// An authenticator's registration: the PIN, then the sensor or the new password; back to
/// Authenticators, saying which was registered.
struct RegisterAuthenticatorGoal: PinChallengeGoal {
    let profileId: ProfileID
    weak var router: (any RegisterAuthenticatorRouting)?
    let sessionEnd: SessionEndPolicy
    let text = PinChallengeText.authenticatorRegistration

    func succeed(with authenticators: ProfileAuthenticators, answeredWith enrolled: Authenticator) {
        router?.registerAuthenticatorDidRegister(
            profileId: profileId, notice: .authenticatorRegistered(enrolled))
    }

    func end(notice: RouteNotice?) {
        router?.registerAuthenticatorDidEnd(profileId: profileId, notice: notice)
    }

    func deregister(notice: RouteNotice) {
        router?.pinChallengeDidDeregister(notice: notice)
    }

    func endsSession(after error: AppError) async -> Bool {
        await sessionEnd.endsSession(after: error)
    }
}
