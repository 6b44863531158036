import Presenters

extension AppRouter: MobileAuthRouting {
    /// Shows the dashboard again.
    package func mobileAuthDidGoBack(profileId: ProfileID) {
        send(.back, to: .show(.dashboard(.profile(profileId))))
    }

    /// Shows the first request of the handling in progress.
    package func mobileAuthDidStartHandling(profileId: ProfileID) {
        send(.pushRequested, to: .show(.pushConfirmation(profileId)))
    }
}
