import Interactors
import Presenters

extension AppRouter: WelcomeRouting {
    /// Reports `registrationChosen`.
    package func welcomeDidChooseRegistration() {
        send(.registrationChosen)
    }

    /// Reports `pinRequested` with `attempt`, which waits for the PIN.
    package func welcomeDidStartLogin(_ attempt: LoginAttempt) {
        send(.pinRequested, .login(attempt))
    }

    /// Reports `signedIn` with the session.
    package func welcomeDidSignIn(profileId: ProfileID) {
        send(.signedIn, .profile(profileId))
    }

    /// Reports `quit`.
    package func welcomeDidQuit() {
        send(.quit)
    }
}
