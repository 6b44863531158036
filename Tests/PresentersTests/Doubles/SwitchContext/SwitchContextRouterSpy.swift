import Presenters

@MainActor
final class SwitchContextRouterSpy: SwitchContextRouting {
    enum Message: Equatable {
        case didSwitch(profileId: String, notice: String)
        case didCancel(profileId: String)
        case sessionDidEnd(notice: String)
    }

    private(set) var messages: [Message] = []

    func switchContextDidSwitch(profileId: String, notice: String) {
        messages.append(.didSwitch(profileId: profileId, notice: notice))
    }

    func switchContextDidCancel(profileId: String) {
        messages.append(.didCancel(profileId: profileId))
    }

    func sessionDidEnd(notice: String) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
