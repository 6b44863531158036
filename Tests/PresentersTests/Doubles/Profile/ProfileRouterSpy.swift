import Interactors
import Presenters

@MainActor
final class ProfileRouterSpy: ProfileRouting {
    enum Message: Equatable {
        case needsCurrentPin(PinChange)
        case didFinish(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
        case didDisconnect(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func profileNeedsCurrentPin(_ change: PinChange) {
        messages.append(.needsCurrentPin(change))
    }
    func dashboardScreenDidFinish(profileId: ProfileID) { messages.append(.didFinish(profileId: profileId)) }
    func profileDidDisconnect(notice: RouteNotice) { messages.append(.didDisconnect(notice: notice)) }
    func sessionDidEnd(notice: RouteNotice) { messages.append(.sessionDidEnd(notice: notice)) }
}
