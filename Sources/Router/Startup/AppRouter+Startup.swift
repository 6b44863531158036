import Presenters

extension AppRouter: StartupRouting {
    /// Shows the dashboard of the restored session.
    package func startupDidRestoreSession(profileId: ProfileID) {
        send(.sessionRestored, to: .show(.dashboard(.profile(profileId))))
    }

    /// Shows Welcome, with the reason a stored session was discarded.
    package func startupFoundNoSession(notice: RouteNotice?) {
        send(.noSession, to: .show(.welcome, notice: notice))
    }
}
