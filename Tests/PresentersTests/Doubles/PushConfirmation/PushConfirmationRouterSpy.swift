import Interactors

@testable import Presenters

@MainActor
final class PushConfirmationRouterSpy: PushConfirmationRouting {
    enum Message: Equatable {
        case didReachNextRequest(PushHandling)
        case didFinish(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func pushConfirmationDidReachNextRequest(_ handling: PushHandling) {
        messages.append(.didReachNextRequest(handling))
    }

    func pushConfirmationDidFinish(profileId: ProfileID) {
        messages.append(.didFinish(profileId: profileId))
    }

    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
