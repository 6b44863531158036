import Interactors
import Presenters

extension AppRouter: WelcomeRouting {
    /// Shows Registration.
    package func welcomeDidChooseRegistration() {
        send(.registrationChosen)
    }

    /// Shows the PIN challenge of `attempt`.
    package func welcomeDidStartLogin(_ attempt: LoginAttempt) {
        send(.pinRequested, .login(attempt))
    }

    /// Shows the dashboard.
    package func welcomeDidSignIn(profileId: ProfileID) {
        send(.signedIn, .profile(profileId))
    }

    /// Ends the run.
    package func welcomeDidQuit() {
        send(.quit)
    }
}
