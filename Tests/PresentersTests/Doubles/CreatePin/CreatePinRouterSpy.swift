@testable import Presenters

/// Both new-PIN routes' routing in one spy; each route's presenter can reach only its own.
@MainActor
final class CreatePinRouterSpy: CreatePinRouting, ChangePinNewRouting {
    enum Message: Equatable {
        case didSignIn(profileId: String)
        case didEnd(notice: String?)
        case didChangePin(profileId: String)
        case didEndPinChange(profileId: String, notice: String?)
        case sessionDidEnd(notice: String)
    }

    private(set) var messages: [Message] = []

    func createPinDidSignIn(profileId: String) { messages.append(.didSignIn(profileId: profileId)) }
    func createPinDidEnd(notice: String?) { messages.append(.didEnd(notice: notice)) }
    func changePinNewDidChangePin(profileId: String) { messages.append(.didChangePin(profileId: profileId)) }
    func changePinNewDidEnd(profileId: String, notice: String?) {
        messages.append(.didEndPinChange(profileId: profileId, notice: notice))
    }
    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: RouteNoticeText.sentence(for: notice)))
    }
}
