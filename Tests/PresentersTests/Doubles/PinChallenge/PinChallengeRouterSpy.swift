import Presenters

@MainActor
final class PinChallengeRouterSpy: PinChallengeRouting {
    enum Message: Equatable {
        case didSignIn(profileId: String)
        case didEnd(notice: String?)
        case didDeregister(notice: String)
        case didEndFlow(profileId: String?, notice: String?)
        case needsNewPin(profileId: String?)
        case didRegisterAuthenticator(profileId: String?, notice: String)
    }

    private(set) var messages: [Message] = []

    func pinChallengeDidSignIn(profileId: String) { messages.append(.didSignIn(profileId: profileId)) }
    func pinChallengeDidEnd(notice: String?) { messages.append(.didEnd(notice: notice)) }
    func pinChallengeDidDeregister(notice: String) { messages.append(.didDeregister(notice: notice)) }
    func pinChallengeDidEnd(profileId: String?, notice: String?) {
        messages.append(.didEndFlow(profileId: profileId, notice: notice))
    }
    func pinChallengeNeedsNewPin(profileId: String?) { messages.append(.needsNewPin(profileId: profileId)) }
    func pinChallengeDidRegisterAuthenticator(profileId: String?, notice: String) {
        messages.append(.didRegisterAuthenticator(profileId: profileId, notice: notice))
    }
}
