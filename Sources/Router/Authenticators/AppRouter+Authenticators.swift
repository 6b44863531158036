import Presenters

extension AppRouter: AuthenticatorsRouting {
    /// Shows the PIN check of the authenticator registration in progress.
    package func authenticatorsNeedPin(profileId: ProfileID) {
        send(.pinRequested, to: .show(.registerAuthenticator(profileId)))
    }

    /// Goes back to the dashboard.
    package func authenticatorsDidFinish(profileId: ProfileID) {
        send(.back, to: .show(.dashboard(.profile(profileId))))
    }
}
