import Interactors
import Presenters

extension AppRouter: StartupRouting {
    /// Reports `sessionRestored` with the profile.
    package func startupDidRestoreSession(profileId: ProfileID) {
        send(.sessionRestored, .profile(profileId))
    }

    /// Reports `noSession`, with why a stored session was discarded in `notice`.
    package func startupFoundNoSession(notice: RouteNotice?) {
        send(.noSession, notice: notice)
    }
}
