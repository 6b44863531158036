import Interactors

@testable import Presenters

/// Both new-PIN routes' routing in one spy; each route's presenter can reach only its own.
@MainActor
final class CreatePinRouterSpy: CreatePinRouting, ChangePinNewRouting {
    enum Message: Equatable {
        case didSignIn(owner: SessionOwner)
        case didEnd(notice: RouteNotice?)
        case didChangePin(profileId: ProfileID)
        case didEndPinChange(profileId: ProfileID, notice: RouteNotice?)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func createPinDidSignIn(owner: SessionOwner) { messages.append(.didSignIn(owner: owner)) }
    func createPinDidEnd(notice: RouteNotice?) { messages.append(.didEnd(notice: notice)) }
    func changePinNewDidChangePin(profileId: ProfileID) {
        messages.append(.didChangePin(profileId: profileId))
    }
    func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        messages.append(.didEndPinChange(profileId: profileId, notice: notice))
    }
    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
