@testable import Presenters

@MainActor
final class PushConfirmationRouterSpy: PushConfirmationRouting {
    enum Message: Equatable {
        case didReachNextRequest(profileId: String)
        case didFinish(profileId: String)
        case sessionDidEnd(notice: String)
    }

    private(set) var messages: [Message] = []

    func pushConfirmationDidReachNextRequest(profileId: String) {
        messages.append(.didReachNextRequest(profileId: profileId))
    }

    func pushConfirmationDidFinish(profileId: String) {
        messages.append(.didFinish(profileId: profileId))
    }

    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: RouteNoticeText.sentence(for: notice)))
    }
}
