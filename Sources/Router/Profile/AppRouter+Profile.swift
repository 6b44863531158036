import Presenters

extension AppRouter: ProfileRouting {
    /// Shows the current-PIN check of the PIN change in progress.
    package func profileNeedsCurrentPin(profileId: ProfileID) {
        send(.pinRequested, .profile(profileId))
    }

    /// Goes to Welcome, which shows `notice` above the profiles left.
    package func profileDidDisconnect(notice: RouteNotice) {
        send(.disconnected, notice: notice)
    }
}
