import Interactors
import Presenters

extension AppRouter: CreatePinRouting {
    /// Reports `signedIn` with the new profile's session.
    package func createPinDidSignIn(owner: SessionOwner) {
        send(.signedIn, .session(owner))
    }

    /// Reports `cancelled`, with `notice` for the screen the table leads to.
    package func createPinDidEnd(notice: RouteNotice?) {
        send(.cancelled, notice: notice)
    }
}

extension AppRouter: ChangePinNewRouting {
    /// Reports `pinChanged` with the profile.
    package func changePinNewDidChangePin(profileId: ProfileID) {
        send(.pinChanged, .profile(profileId))
    }

    /// Reports `cancelled` with the profile, and `notice` for the screen the table leads to.
    package func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, .profile(profileId), notice: notice)
    }
}
