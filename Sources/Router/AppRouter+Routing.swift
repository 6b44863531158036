import Presenters

// Each module's routing protocol, answered with an event of the transition table. The router
// decides nothing here: where an event leads is only in `TransitionTable.standard`, and
// `RoutingCoverageTests` proves each call below has an edge from every route that can make it.

extension AppRouter: StartupRouting {
    /// Shows the dashboard of the restored session.
    public func startupDidRestoreSession(profileId: String) {
        send(.sessionRestored, context: RouteContext(profileId: profileId))
    }

    /// Shows Welcome, with the reason a stored session was discarded.
    public func startupFoundNoSession(notice: String?) {
        send(.noSession, context: RouteContext(notice: notice))
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
        send(.signedIn, context: RouteContext(profileId: profileId))
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

    /// Shows the dashboard of the stateless session: a context without a profile.
    public func registrationDidStartStatelessSession() {
        send(.statelessSessionStarted, context: RouteContext(profileId: nil))
    }
}

extension AppRouter: CreatePinRouting {
    /// Shows the dashboard of the new profile.
    public func createPinDidSignIn(profileId: String) {
        send(.signedIn, context: RouteContext(profileId: profileId))
    }

    /// Goes back to Welcome with `notice`.
    public func createPinDidEnd(notice: String?) {
        send(.cancelled, context: RouteContext(notice: notice))
    }

    /// Goes back to the Profile screen, the PIN changed.
    public func createPinDidChangePin(profileId: String) {
        send(.pinChanged, context: RouteContext(profileId: profileId))
    }

    /// Goes back to the Profile screen with `notice`.
    public func createPinDidEnd(profileId: String?, notice: String?) {
        send(.cancelled, context: RouteContext(profileId: profileId, notice: notice))
    }
}

extension AppRouter: PinChallengeRouting {
    /// Shows the dashboard.
    public func pinChallengeDidSignIn(profileId: String) {
        send(.signedIn, context: RouteContext(profileId: profileId))
    }

    /// Goes back to Welcome with `notice`.
    public func pinChallengeDidEnd(notice: String?) {
        send(.cancelled, context: RouteContext(notice: notice))
    }

    /// Goes back to Welcome and says why the profile is gone.
    public func pinChallengeDidDeregister(notice: String) {
        send(.deregistered, context: RouteContext(notice: notice))
    }

    /// Goes back to the screen that started the engine flow (Profile or Authenticators) with
    /// `notice`.
    public func pinChallengeDidEnd(profileId: String?, notice: String?) {
        send(.cancelled, context: RouteContext(profileId: profileId, notice: notice))
    }

    /// Shows CreatePin for the new PIN of the PIN change in progress.
    public func pinChallengeNeedsNewPin(profileId: String?) {
        send(.newPinRequested, context: RouteContext(profileId: profileId))
    }

    /// Goes back to the Authenticators screen with `notice`.
    public func pinChallengeDidRegisterAuthenticator(profileId: String?, notice: String) {
        send(.authenticatorRegistered, context: RouteContext(profileId: profileId, notice: notice))
    }
}

extension AppRouter: DashboardRouting {
    /// Goes back to Welcome with the logout's result.
    public func dashboardDidLogOut(notice: String) {
        send(.loggedOut, context: RouteContext(notice: notice))
    }

    /// Goes back to Welcome to pick another profile.
    public func dashboardDidChooseAnotherProfile() {
        send(.anotherProfileChosen)
    }

    /// Ends the run.
    public func dashboardDidQuit() {
        send(.quit)
    }

    /// Shows the roles and schools of the session's account.
    public func dashboardDidChooseSwitchContext(profileId: String) {
        send(.contextSwitchChosen, context: RouteContext(profileId: profileId))
    }

    /// Shows mobile authentication for the signed-in profile.
    public func dashboardDidChooseMobileAuth(profileId: String) {
        send(.mobileAuthChosen, context: RouteContext(profileId: profileId))
    }

    /// Shows the Authenticators screen.
    public func dashboardDidChooseAuthenticators(profileId: String) {
        send(.authenticatorsChosen, context: RouteContext(profileId: profileId))
    }

    /// Shows the Profile screen.
    public func dashboardDidChooseProfile(profileId: String) {
        send(.profileChosen, context: RouteContext(profileId: profileId))
    }
}

extension AppRouter: SessionEndRouting {
    /// Goes to Welcome, which says why the session ended: one answer for every screen that needs a
    /// session, each with its `sessionEnded` edge in the table.
    public func sessionDidEnd(notice: String) {
        send(.sessionEnded, context: RouteContext(notice: notice))
    }
}

extension AppRouter: SwitchContextRouting {
    /// Shows the dashboard in the new role, with `notice` first.
    public func switchContextDidSwitch(profileId: String, notice: String) {
        send(.contextSwitched, context: RouteContext(profileId: profileId, notice: notice))
    }

    /// Goes back to the dashboard.
    public func switchContextDidCancel(profileId: String) {
        send(.cancelled, context: RouteContext(profileId: profileId))
    }
}

extension AppRouter: MobileAuthRouting {
    /// Shows the dashboard again.
    public func mobileAuthDidGoBack(profileId: String) {
        send(.back, context: RouteContext(profileId: profileId))
    }
}

extension AppRouter: AuthenticatorsRouting {
    /// Shows the PIN check of the authenticator registration in progress.
    public func authenticatorsNeedPin(profileId: String) {
        send(.pinRequested, context: RouteContext(profileId: profileId))
    }

    /// Goes back to the dashboard.
    public func authenticatorsDidFinish(profileId: String) {
        send(.back, context: RouteContext(profileId: profileId))
    }
}

extension AppRouter: ProfileRouting {
    /// Shows the current-PIN check of the PIN change in progress.
    public func profileNeedsCurrentPin(profileId: String) {
        send(.pinRequested, context: RouteContext(profileId: profileId))
    }

    /// Goes back to the dashboard.
    public func profileDidFinish(profileId: String) {
        send(.back, context: RouteContext(profileId: profileId))
    }

    /// Goes to Welcome, which shows `notice` above the profiles left.
    public func profileDidDisconnect(notice: String) {
        send(.disconnected, context: RouteContext(notice: notice))
    }
}
