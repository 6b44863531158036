import Interactors
import Presenters

extension AppRouter: StartupRouting {
    /// Shows the dashboard of the restored session.
    package func startupDidRestoreSession(profileId: ProfileID) {
        send(.sessionRestored, .profile(profileId))
    }

    /// Shows Welcome, with the reason a stored session was discarded.
    package func startupFoundNoSession(notice: RouteNotice?) {
        send(.noSession, notice: notice)
    }
}
