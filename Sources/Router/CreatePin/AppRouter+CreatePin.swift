import Presenters

extension AppRouter: CreatePinRouting {
    /// Shows the dashboard of the new profile.
    package func createPinDidSignIn(owner: SessionOwner) {
        send(.signedIn, to: .show(.dashboard(owner)))
    }

    /// Goes back to Welcome with `notice`.
    package func createPinDidEnd(notice: RouteNotice?) {
        send(.cancelled, to: .show(.welcome, notice: notice))
    }
}

extension AppRouter: ChangePinNewRouting {
    /// Goes back to the Profile screen, the PIN changed.
    package func changePinNewDidChangePin(profileId: ProfileID) {
        send(.pinChanged, to: .show(.profile(profileId)))
    }

    /// Goes back to the Profile screen with `notice`.
    package func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, to: .show(.profile(profileId), notice: notice))
    }
}
