import Presenters

extension AppRouter: WelcomeRouting {
    /// Shows Registration.
    package func welcomeDidChooseRegistration() {
        send(.registrationChosen)
    }

    /// Shows the PIN challenge of the login in progress.
    package func welcomeDidStartLogin() {
        send(.pinRequested)
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
