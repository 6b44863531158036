import Interactors
import Presenters

/// Both ends of the session-end policy in one record, so a test sees their order: the interactor's
/// `endSession` and the router's `sessionDidEnd`.
@MainActor
final class SessionEndSpy: SessionEnding, SessionEndRouting {
    enum Message: Equatable {
        case endSession(profileId: String?)
        case sessionDidEnd(notice: String)
    }

    private(set) var messages: [Message] = []

    func endSession(profileId: String?) async -> LogoutOutcome {
        messages.append(.endSession(profileId: profileId))
        return .loggedOut
    }

    func sessionDidEnd(notice: String) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
