import Interactors
import Presenters

@MainActor
final class WelcomeRouterSpy: WelcomeRouting {
    enum Message: Equatable {
        case didChooseRegistration
        case didStartLogin(LoginAttempt)
        case didSignIn(profileId: ProfileID)
        case didQuit
    }

    private(set) var messages: [Message] = []

    func welcomeDidChooseRegistration() {
        messages.append(.didChooseRegistration)
    }

    func welcomeDidStartLogin(_ attempt: LoginAttempt) {
        messages.append(.didStartLogin(attempt))
    }

    func welcomeDidSignIn(profileId: ProfileID) {
        messages.append(.didSignIn(profileId: profileId))
    }

    func welcomeDidQuit() {
        messages.append(.didQuit)
    }
}
