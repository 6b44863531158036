import Interactors
import Presenters

@MainActor
final class StartupRouterSpy: StartupRouting {
    enum Message: Equatable {
        case didRestoreSession(profileId: ProfileID)
        case foundNoSession(notice: RouteNotice?)
    }

    private(set) var messages: [Message] = []

    func startupDidRestoreSession(profileId: ProfileID) {
        messages.append(.didRestoreSession(profileId: profileId))
    }

    func startupFoundNoSession(notice: RouteNotice?) {
        messages.append(.foundNoSession(notice: notice))
    }
}
