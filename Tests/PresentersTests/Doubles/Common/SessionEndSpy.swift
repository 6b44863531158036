import Interactors
import Presenters

/// Both ends of the session-end policy in one record, so a test sees their order: the interactor's
/// `endSession` and the router's `sessionDidEnd`.
@MainActor
final class SessionEndSpy: SessionEnding, SessionEndRouting {
    enum Message: Equatable {
        case endSession(SessionOwner)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        messages.append(.endSession(owner))
        return .loggedOut
    }

    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
