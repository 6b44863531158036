import Interactors
import Presenters

@MainActor
final class DashboardRouterSpy: DashboardRouting {
    enum Message: Equatable {
        case didLogOut(notice: RouteNotice)
        case didChooseAnotherProfile
        case sessionDidEnd(notice: RouteNotice)
        case didQuit
        case didChoose(DashboardDestination, profileId: ProfileID)
    }

    private(set) var messages: [Message] = []
    /// Runs at each message, so a test can see what had happened by then.
    var onMessage: (() -> Void)?

    func dashboardDidLogOut(notice: RouteNotice) {
        record(.didLogOut(notice: notice))
    }

    func dashboardDidChooseAnotherProfile() {
        record(.didChooseAnotherProfile)
    }

    func sessionDidEnd(notice: RouteNotice) {
        record(.sessionDidEnd(notice: notice))
    }

    func dashboardDidQuit() {
        record(.didQuit)
    }

    func dashboardDidChoose(_ destination: DashboardDestination, profileId: ProfileID) {
        record(.didChoose(destination, profileId: profileId))
    }

    private func record(_ message: Message) {
        messages.append(message)
        onMessage?()
    }
}
