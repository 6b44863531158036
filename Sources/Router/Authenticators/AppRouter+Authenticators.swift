import Presenters

extension AppRouter: AuthenticatorsRouting {
    /// Shows the PIN check of the authenticator registration in progress.
    package func authenticatorsNeedPin(profileId: ProfileID) {
        send(.pinRequested, .profile(profileId))
    }
}
