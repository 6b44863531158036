import Interactors

@testable import Presenters

@MainActor
final class MobileAuthRouterSpy: MobileAuthRouting {
    enum Message: Equatable {
        case didFinish(profileId: ProfileID)
        case didStartHandling(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func dashboardScreenDidFinish(profileId: ProfileID) {
        messages.append(.didFinish(profileId: profileId))
    }

    func mobileAuthDidStartHandling(profileId: ProfileID) {
        messages.append(.didStartHandling(profileId: profileId))
    }

    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
