import Presenters

@MainActor
final class AuthenticatorsRouterSpy: AuthenticatorsRouting {
    enum Message: Equatable {
        case needPin(profileId: String)
        case didFinish(profileId: String)
        case sessionDidEnd(notice: String)
    }

    private(set) var messages: [Message] = []

    func authenticatorsNeedPin(profileId: String) { messages.append(.needPin(profileId: profileId)) }
    func authenticatorsDidFinish(profileId: String) { messages.append(.didFinish(profileId: profileId)) }
    func sessionDidEnd(notice: String) { messages.append(.sessionDidEnd(notice: notice)) }
}
