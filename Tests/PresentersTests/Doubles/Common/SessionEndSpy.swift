import Interactors
import Presenters

/// Every end of the session-end policy in one record, so a test sees their order: the interactor's
/// `endSession`, the router's `sessionDidEnd` and the view's verbs.
@MainActor
final class SessionEndSpy: SessionEnding, SessionEndRouting, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case endSession(SessionOwner)
        case sessionDidEnd(notice: RouteNotice)
        case ask(Prompt)
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) {
        messages.append(message)
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        messages.append(.endSession(owner))
        return .loggedOut
    }

    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
