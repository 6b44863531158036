import Interactors

@testable import Presenters

/// Every PIN-check route's routing in one spy; each route's presenter can reach only its own.
@MainActor
final class PinChallengeRouterSpy: PinChallengeRouting, ChangePinCurrentRouting, RegisterAuthenticatorRouting
{
    enum Message: Equatable {
        case didSignIn(owner: SessionOwner)
        case didEnd(notice: RouteNotice?)
        case didDeregister(notice: RouteNotice)
        case didAcceptPin(PinChange)
        case didEndPinChange(profileId: ProfileID, notice: RouteNotice?)
        case didRegisterAuthenticator(profileId: ProfileID, notice: RouteNotice)
        case didEndRegistration(profileId: ProfileID, notice: RouteNotice?)
        case sessionDidEnd(notice: RouteNotice)
    }

    private(set) var messages: [Message] = []

    func pinChallengeDidSignIn(owner: SessionOwner) { messages.append(.didSignIn(owner: owner)) }
    func pinChallengeDidEnd(notice: RouteNotice?) { messages.append(.didEnd(notice: notice)) }
    func pinChallengeDidDeregister(notice: RouteNotice) { messages.append(.didDeregister(notice: notice)) }
    func changePinCurrentDidAcceptPin(_ change: PinChange) {
        messages.append(.didAcceptPin(change))
    }
    func changePinCurrentDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        messages.append(.didEndPinChange(profileId: profileId, notice: notice))
    }
    func registerAuthenticatorDidRegister(profileId: ProfileID, notice: RouteNotice) {
        messages.append(.didRegisterAuthenticator(profileId: profileId, notice: notice))
    }
    func registerAuthenticatorDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        messages.append(.didEndRegistration(profileId: profileId, notice: notice))
    }
    func sessionDidEnd(notice: RouteNotice) {
        messages.append(.sessionDidEnd(notice: notice))
    }
}
