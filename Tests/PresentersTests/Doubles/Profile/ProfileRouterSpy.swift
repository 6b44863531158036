import Presenters

@MainActor
final class ProfileRouterSpy: ProfileRouting {
    enum Message: Equatable {
        case needsCurrentPin(profileId: String)
        case didFinish(profileId: String)
        case sessionDidEnd(notice: String)
        case didDisconnect(notice: String)
    }

    private(set) var messages: [Message] = []

    func profileNeedsCurrentPin(profileId: String) { messages.append(.needsCurrentPin(profileId: profileId)) }
    func profileDidFinish(profileId: String) { messages.append(.didFinish(profileId: profileId)) }
    func profileDidDisconnect(notice: String) { messages.append(.didDisconnect(notice: notice)) }
    func sessionDidEnd(notice: String) { messages.append(.sessionDidEnd(notice: notice)) }
}
