import Presenters

@MainActor
final class WelcomeRouterSpy: WelcomeRouting {
    enum Message: Equatable {
        case didChooseRegistration
        case didStartLogin
        case didSignIn(profileId: ProfileID)
        case didQuit
    }

    private(set) var messages: [Message] = []

    func welcomeDidChooseRegistration() {
        messages.append(.didChooseRegistration)
    }

    func welcomeDidStartLogin() {
        messages.append(.didStartLogin)
    }

    func welcomeDidSignIn(profileId: ProfileID) {
        messages.append(.didSignIn(profileId: profileId))
    }

    func welcomeDidQuit() {
        messages.append(.didQuit)
    }
}
