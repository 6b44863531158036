import Presenters

extension AppRouter: ProfileRouting {
    /// Shows the current-PIN check of the PIN change in progress.
    package func profileNeedsCurrentPin(profileId: ProfileID) {
        send(.pinRequested, to: .show(.changePinCurrent(profileId)))
    }

    /// Goes to Welcome, which shows `notice` above the profiles left.
    package func profileDidDisconnect(notice: RouteNotice) {
        send(.disconnected, to: .show(.welcome, notice: notice))
    }
}
