import Presenters

@MainActor
final class StartupRouterSpy: StartupRouting {
    enum Message: Equatable {
        case didRestoreSession(profileId: String)
        case foundNoSession(notice: String?)
    }

    private(set) var messages: [Message] = []

    func startupDidRestoreSession(profileId: String) {
        messages.append(.didRestoreSession(profileId: profileId))
    }

    func startupFoundNoSession(notice: String?) {
        messages.append(.foundNoSession(notice: notice))
    }
}
