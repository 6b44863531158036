import Interactors
import Presenters

extension AppRouter: DeregistrationRouting {
    /// Goes back to Welcome and says why the profile is gone: one answer for every PIN check, each
    /// with its `deregistered` edge in the table.
    package func pinChallengeDidDeregister(notice: RouteNotice) {
        send(.deregistered, notice: notice)
    }
}

extension AppRouter: PinChallengeRouting {
    /// Shows the dashboard.
    package func pinChallengeDidSignIn(owner: SessionOwner) {
        send(.signedIn, .session(owner))
    }

    /// Goes back to Welcome with `notice`.
    package func pinChallengeDidEnd(notice: RouteNotice?) {
        send(.cancelled, notice: notice)
    }
}

extension AppRouter: ChangePinCurrentRouting {
    /// Shows CreatePin for the new PIN of `change`.
    package func changePinCurrentDidAcceptPin(_ change: PinChange) {
        send(.newPinRequested, .pinChange(change))
    }

    /// Goes back to the Profile screen with `notice`.
    package func changePinCurrentDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, .profile(profileId), notice: notice)
    }
}

extension AppRouter: RegisterAuthenticatorRouting {
    /// Goes back to the Authenticators screen with `notice`.
    package func registerAuthenticatorDidRegister(profileId: ProfileID, notice: RouteNotice) {
        send(.authenticatorRegistered, .profile(profileId), notice: notice)
    }

    /// Goes back to the Authenticators screen with `notice`.
    package func registerAuthenticatorDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, .profile(profileId), notice: notice)
    }
}
