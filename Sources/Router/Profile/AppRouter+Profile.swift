import Interactors
import Presenters

extension AppRouter: ProfileRouting {
    /// Shows the current-PIN check of `change`.
    package func profileNeedsCurrentPin(_ change: PinChange) {
        send(.pinRequested, .pinChange(change))
    }

    /// Goes to Welcome, which shows `notice` above the profiles left.
    package func profileDidDisconnect(notice: RouteNotice) {
        send(.disconnected, notice: notice)
    }
}
