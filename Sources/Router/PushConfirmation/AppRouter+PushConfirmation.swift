import Presenters

extension AppRouter: PushConfirmationRouting {
    /// Shows the next request of the handling in progress, on a screen of its own.
    package func pushConfirmationDidReachNextRequest(profileId: ProfileID) {
        send(.pushRequested, .profile(profileId))
    }

    /// Goes back to the Mobile authentication list.
    package func pushConfirmationDidFinish(profileId: ProfileID) {
        send(.pushHandlingEnded, .profile(profileId))
    }
}
