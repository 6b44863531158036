import Presenters

// Each module's routing protocol, answered with an event of the transition table. The router
// decides nothing here: where an event leads is only in `TransitionTable.standard`.

extension AppRouter: StartupRouting {
    /// Shows the dashboard of the restored session.
    public func startupDidRestoreSession(profileId: String) {
        send(.sessionRestored, context: FlowContext(profileId: profileId))
    }

    /// Shows Welcome, with the reason a stored session was discarded.
    public func startupFoundNoSession(notice: String?) {
        send(.noSession, context: FlowContext(notice: notice))
    }
}

extension AppRouter: WelcomeRouting {
    /// Shows Registration.
    public func welcomeDidChooseRegistration() {
        send(.registrationChosen)
    }

    /// Shows the PIN challenge of the login in progress.
    public func welcomeDidStartLogin() {
        send(.pinRequested)
    }

    /// Shows the dashboard.
    public func welcomeDidSignIn(profileId: String) {
        send(.signedIn, context: FlowContext(profileId: profileId))
    }

    /// Ends the run.
    public func welcomeDidQuit() {
        send(.quit)
    }
}

extension AppRouter: RegistrationRouting {
    /// Shows CreatePin for the registration in progress.
    public func registrationNeedsPin() {
        send(.newPinRequested)
    }

    /// Goes back to Welcome.
    public func registrationDidCancel() {
        send(.cancelled)
    }
}

extension AppRouter: CreatePinRouting {
    /// Shows the dashboard of the new profile.
    public func createPinDidSignIn(profileId: String) {
        send(.signedIn, context: FlowContext(profileId: profileId))
    }

    /// Goes back to Welcome with `notice`.
    public func createPinDidEnd(notice: String?) {
        send(.cancelled, context: FlowContext(notice: notice))
    }
}

extension AppRouter: PinChallengeRouting {
    /// Shows the dashboard.
    public func pinChallengeDidSignIn(profileId: String) {
        send(.signedIn, context: FlowContext(profileId: profileId))
    }

    /// Goes back to Welcome with `notice`.
    public func pinChallengeDidEnd(notice: String?) {
        send(.cancelled, context: FlowContext(notice: notice))
    }

    /// Goes back to Welcome and says why the profile is gone.
    public func pinChallengeDidDeregister(notice: String) {
        send(.deregistered, context: FlowContext(notice: notice))
    }
}

extension AppRouter: DashboardRouting {
    /// Goes back to Welcome with the logout's result.
    public func dashboardDidLogOut(notice: String) {
        send(.loggedOut, context: FlowContext(notice: notice))
    }

    /// Goes back to Welcome to pick another profile.
    public func dashboardDidChooseAnotherProfile() {
        send(.anotherProfileChosen)
    }

    /// Goes back to Welcome and says why the session ended.
    public func dashboardSessionDidEnd(notice: String) {
        send(.sessionEnded, context: FlowContext(notice: notice))
    }

    /// Ends the run.
    public func dashboardDidQuit() {
        send(.quit)
    }
}

// identity providers
extension AppRouter {
    /// Shows the dashboard of the stateless session: a context without a profile.
    public func registrationDidStartStatelessSession() {
        send(.statelessSessionStarted, context: FlowContext(profileId: nil))
    }
}
