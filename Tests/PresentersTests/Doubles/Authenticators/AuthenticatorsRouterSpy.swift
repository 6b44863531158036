import Presenters

@MainActor
final class AuthenticatorsRouterSpy: AuthenticatorsRouting {
    enum Message: Equatable {
        case needPin(profileId: ProfileID)
        case didFinish(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func authenticatorsNeedPin(profileId: ProfileID) { messages.append(.needPin(profileId: profileId)) }
    func dashboardScreenDidFinish(profileId: ProfileID) { messages.append(.didFinish(profileId: profileId)) }
    func sessionDidEnd(notice: RouteNotice) { messages.append(.sessionDidEnd(notice: notice)) }
}
