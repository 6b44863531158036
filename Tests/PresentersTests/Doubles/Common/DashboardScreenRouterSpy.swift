import Interactors
import Presenters

/// The router spy of a screen the Dashboard opens that has no routing calls of its own: it records
/// the two a presenter of `DashboardScreenRouting` can make, so such a module writes no router spy.
@MainActor
final class DashboardScreenRouterSpy: DashboardScreenRouting {
    enum Message: Equatable {
        case didFinish(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func dashboardScreenDidFinish(profileId: ProfileID) {
        messages.append(.didFinish(profileId: profileId))
    }

    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
