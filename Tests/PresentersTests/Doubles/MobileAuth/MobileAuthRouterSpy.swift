import Presenters

@MainActor
final class MobileAuthRouterSpy: MobileAuthRouting {
    enum Message: Equatable {
        case didGoBack(profileId: String)
        case sessionDidEnd(notice: String)
    }

    private(set) var messages: [Message] = []

    func mobileAuthDidGoBack(profileId: String) {
        messages.append(.didGoBack(profileId: profileId))
    }

    func sessionDidEnd(notice: String) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
