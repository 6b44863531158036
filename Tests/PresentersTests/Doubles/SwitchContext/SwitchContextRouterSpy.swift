import Presenters

@MainActor
final class SwitchContextRouterSpy: SwitchContextRouting {
    enum Message: Equatable {
        case didSwitch(profileId: ProfileID, notice: RouteNotice)
        case didCancel(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice) {
        messages.append(.didSwitch(profileId: profileId, notice: notice))
    }

    func switchContextDidCancel(profileId: ProfileID) {
        messages.append(.didCancel(profileId: profileId))
    }

    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
