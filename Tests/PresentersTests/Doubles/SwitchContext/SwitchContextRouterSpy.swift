import Interactors
import Presenters

@MainActor
final class SwitchContextRouterSpy: SwitchContextRouting {
    enum Message: Equatable {
        case didSwitch(profileId: ProfileID, notice: RouteNotice)
        case didFinish(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice) {
        messages.append(.didSwitch(profileId: profileId, notice: notice))
    }

    func dashboardScreenDidFinish(profileId: ProfileID) {
        messages.append(.didFinish(profileId: profileId))
    }

    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
