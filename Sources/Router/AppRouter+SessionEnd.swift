import Presenters

extension AppRouter: SessionEndRouting {
    /// Reports `sessionEnded`, with why in `notice`: one answer for every screen that needs a
    /// session, each with its `sessionEnded` edge in the table.
    package func sessionDidEnd(notice: RouteNotice) {
        send(.sessionEnded, notice: notice)
    }
}
