import Interactors
import Presenters

@MainActor
final class AuthenticatorsRouterSpy: AuthenticatorsRouting {
    enum Message: Equatable {
        case needPin(AuthenticatorRegistration)
        case didFinish(profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func authenticatorsNeedPin(_ registration: AuthenticatorRegistration) {
        messages.append(.needPin(registration))
    }
    func dashboardScreenDidFinish(profileId: ProfileID) { messages.append(.didFinish(profileId: profileId)) }
    func sessionDidEnd(notice: RouteNotice) { messages.append(.sessionDidEnd(notice: notice)) }
}
