import Presenters

@MainActor
final class CreatePinRouterSpy: CreatePinRouting {
    enum Message: Equatable {
        case didSignIn(profileId: String)
        case didEnd(notice: String?)
        case didChangePin(profileId: String)
        case didEndPinChange(profileId: String?, notice: String?)
    }

    private(set) var messages: [Message] = []

    func createPinDidSignIn(profileId: String) { messages.append(.didSignIn(profileId: profileId)) }
    func createPinDidEnd(notice: String?) { messages.append(.didEnd(notice: notice)) }
    func createPinDidChangePin(profileId: String) { messages.append(.didChangePin(profileId: profileId)) }
    func createPinDidEnd(profileId: String?, notice: String?) {
        messages.append(.didEndPinChange(profileId: profileId, notice: notice))
    }
}
