import Interactors

@testable import Presenters

@MainActor
final class MobileAuthRouterSpy: MobileAuthRouting {
    enum Message: Equatable {
        case didFinish(profileId: ProfileID)
        case didStartHandling(PushHandling)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func dashboardScreenDidFinish(profileId: ProfileID) {
        messages.append(.didFinish(profileId: profileId))
    }

    func mobileAuthDidStartHandling(_ handling: PushHandling) {
        messages.append(.didStartHandling(handling))
    }

    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
