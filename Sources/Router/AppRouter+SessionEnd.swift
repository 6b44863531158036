import Presenters

extension AppRouter: SessionEndRouting {
    /// Goes to Welcome, which says why the session ended: one answer for every screen that needs a
    /// session, each with its `sessionEnded` edge in the table.
    package func sessionDidEnd(notice: RouteNotice) {
        send(.sessionEnded, notice: notice)
    }
}
