import Interactors
import Presenters

extension AppRouter: DeregistrationRouting {
    /// Reports `deregistered`, with why in `notice`: one answer for every PIN check, each with its
    /// `deregistered` edge in the table.
    package func pinChallengeDidDeregister(notice: RouteNotice) {
        send(.deregistered, notice: notice)
    }
}

extension AppRouter: PinChallengeRouting {
    /// Reports `signedIn` with the session.
    package func pinChallengeDidSignIn(owner: SessionOwner) {
        send(.signedIn, .session(owner))
    }

    /// Reports `cancelled`, with `notice` for the screen the table leads to.
    package func pinChallengeDidEnd(notice: RouteNotice?) {
        send(.cancelled, notice: notice)
    }
}

extension AppRouter: ChangePinCurrentRouting {
    /// Reports `newPinRequested` with `change`, which waits for the new PIN.
    package func changePinCurrentDidAcceptPin(_ change: PinChange) {
        send(.newPinRequested, .pinChange(change))
    }

    /// Reports `cancelled` with the profile, and `notice` for the screen the table leads to.
    package func changePinCurrentDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, .profile(profileId), notice: notice)
    }
}

extension AppRouter: RegisterAuthenticatorRouting {
    /// Reports `authenticatorRegistered` with the profile, and which one in `notice`.
    package func registerAuthenticatorDidRegister(profileId: ProfileID, notice: RouteNotice) {
        send(.authenticatorRegistered, .profile(profileId), notice: notice)
    }

    /// Reports `cancelled` with the profile, and `notice` for the screen the table leads to.
    package func registerAuthenticatorDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, .profile(profileId), notice: notice)
    }
}
