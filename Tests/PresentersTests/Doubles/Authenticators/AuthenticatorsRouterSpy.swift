import Presenters

@MainActor
final class AuthenticatorsRouterSpy: AuthenticatorsRouting {
    enum Message: Equatable {
        case needPin(profileId: String)
        case didFinish(profileId: String?, notice: String?)
    }

    private(set) var messages: [Message] = []

    func authenticatorsNeedPin(profileId: String) { messages.append(.needPin(profileId: profileId)) }
    func authenticatorsDidFinish(profileId: String?, notice: String?) {
        messages.append(.didFinish(profileId: profileId, notice: notice))
    }
}
