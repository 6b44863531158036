import Interactors
import Presenters

extension AppRouter: ProfileRouting {
    /// Reports `pinRequested` with `change`, which waits for the current PIN.
    package func profileNeedsCurrentPin(_ change: PinChange) {
        send(.pinRequested, .pinChange(change))
    }

    /// Reports `disconnected`, with how it went in `notice`.
    package func profileDidDisconnect(notice: RouteNotice) {
        send(.disconnected, notice: notice)
    }
}
