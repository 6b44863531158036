import Interactors
import Presenters

extension AppRouter: PushConfirmationRouting {
    /// Shows the next request of `handling`, on a screen of its own.
    package func pushConfirmationDidReachNextRequest(_ handling: PushHandling) {
        send(.pushRequested, .pushHandling(handling))
    }

    /// Goes back to the Mobile authentication list.
    package func pushConfirmationDidFinish(profileId: ProfileID) {
        send(.pushHandlingEnded, .profile(profileId))
    }
}
