import Presenters

extension AppRouter: WelcomeRouting {
    /// Shows Registration.
    package func welcomeDidChooseRegistration() {
        send(.registrationChosen, to: .show(.registration))
    }

    /// Shows the PIN challenge of the login in progress.
    package func welcomeDidStartLogin() {
        send(.pinRequested, to: .show(.pinChallenge))
    }

    /// Shows the dashboard.
    package func welcomeDidSignIn(profileId: ProfileID) {
        send(.signedIn, to: .show(.dashboard(.profile(profileId))))
    }

    /// Ends the run.
    package func welcomeDidQuit() {
        send(.quit, to: .exit)
    }
}
