import Presenters

extension AppRouter: MobileAuthRouting {
    /// Shows the first request of the handling in progress.
    package func mobileAuthDidStartHandling(profileId: ProfileID) {
        send(.pushRequested, .profile(profileId))
    }
}
