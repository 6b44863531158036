import Presenters

@MainActor
final class PinChallengeRouterSpy: PinChallengeRouting {
    enum Message: Equatable {
        case didSignIn(profileId: String)
        case didEnd(notice: String?)
        case didDeregister(notice: String)
    }

    private(set) var messages: [Message] = []

    func pinChallengeDidSignIn(profileId: String) { messages.append(.didSignIn(profileId: profileId)) }
    func pinChallengeDidEnd(notice: String?) { messages.append(.didEnd(notice: notice)) }
    func pinChallengeDidDeregister(notice: String) { messages.append(.didDeregister(notice: notice)) }
}
