@testable import Presenters

@MainActor
final class MobileAuthRouterSpy: MobileAuthRouting {
    enum Message: Equatable {
        case didGoBack(profileId: String)
        case didStartHandling(profileId: String)
        case sessionDidEnd(notice: String)
    }

    private(set) var messages: [Message] = []

    func mobileAuthDidGoBack(profileId: String) {
        messages.append(.didGoBack(profileId: profileId))
    }

    func mobileAuthDidStartHandling(profileId: String) {
        messages.append(.didStartHandling(profileId: profileId))
    }

    func sessionDidEnd(notice: RouteNotice) {
        // Recorded as Welcome words it, as the MobileAuth tests compare sentences.
        messages.append(.sessionDidEnd(notice: RouteNoticeText.sentence(for: notice)))
    }
}
