import Presenters

@MainActor
final class CreatePinRouterSpy: CreatePinRouting {
    enum Message: Equatable {
        case didSignIn(profileId: String)
        case didEnd(notice: String?)
    }

    private(set) var messages: [Message] = []

    func createPinDidSignIn(profileId: String) { messages.append(.didSignIn(profileId: profileId)) }
    func createPinDidEnd(notice: String?) { messages.append(.didEnd(notice: notice)) }
}
