@testable import Presenters

/// Every PIN-check route's routing in one spy; each route's presenter can reach only its own.
@MainActor
final class PinChallengeRouterSpy: PinChallengeRouting, ChangePinCurrentRouting, RegisterAuthenticatorRouting
{
    enum Message: Equatable {
        case didSignIn(profileId: String)
        case didEnd(notice: String?)
        case didDeregister(notice: String)
        case didAcceptPin(profileId: String)
        case didEndPinChange(profileId: String, notice: String?)
        case didRegisterAuthenticator(profileId: String, notice: String)
        case didEndRegistration(profileId: String, notice: String?)
        case sessionDidEnd(notice: String)
    }

    private(set) var messages: [Message] = []

    func pinChallengeDidSignIn(profileId: String) { messages.append(.didSignIn(profileId: profileId)) }
    func pinChallengeDidEnd(notice: String?) { messages.append(.didEnd(notice: notice)) }
    func pinChallengeDidDeregister(notice: String) { messages.append(.didDeregister(notice: notice)) }
    func changePinCurrentDidAcceptPin(profileId: String) {
        messages.append(.didAcceptPin(profileId: profileId))
    }
    func changePinCurrentDidEnd(profileId: String, notice: String?) {
        messages.append(.didEndPinChange(profileId: profileId, notice: notice))
    }
    func registerAuthenticatorDidRegister(profileId: String, notice: String) {
        messages.append(.didRegisterAuthenticator(profileId: profileId, notice: notice))
    }
    func registerAuthenticatorDidEnd(profileId: String, notice: String?) {
        messages.append(.didEndRegistration(profileId: profileId, notice: notice))
    }
    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: RouteNoticeText.sentence(for: notice)))
    }
}
