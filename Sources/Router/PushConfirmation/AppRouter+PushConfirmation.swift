import Interactors
import Presenters

extension AppRouter: PushConfirmationRouting {
    /// Reports `pushRequested` with `handling`, whose next request waits for a screen of its own.
    package func pushConfirmationDidReachNextRequest(_ handling: PushHandling) {
        send(.pushRequested, .pushHandling(handling))
    }

    /// Reports `pushHandlingEnded` with the profile.
    package func pushConfirmationDidFinish(profileId: ProfileID) {
        send(.pushHandlingEnded, .profile(profileId))
    }
}
