import Interactors
import Presenters

extension AppRouter: CreatePinRouting {
    /// Shows the dashboard of the new profile.
    package func createPinDidSignIn(owner: SessionOwner) {
        send(.signedIn, .session(owner))
    }

    /// Goes back to Welcome with `notice`.
    package func createPinDidEnd(notice: RouteNotice?) {
        send(.cancelled, notice: notice)
    }
}

extension AppRouter: ChangePinNewRouting {
    /// Goes back to the Profile screen, the PIN changed.
    package func changePinNewDidChangePin(profileId: ProfileID) {
        send(.pinChanged, .profile(profileId))
    }

    /// Goes back to the Profile screen with `notice`.
    package func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, .profile(profileId), notice: notice)
    }
}
