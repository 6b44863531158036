import Presenters

// Each module's routing protocol, answered with an event of the transition table. The router
// decides nothing here: where an event leads is only in `TransitionTable.standard`, and
// `RoutingCoverageTests` proves each call below has an edge from every route that can make it.

extension AppRouter: StartupRouting {
    /// Shows the dashboard of the restored session.
    package func startupDidRestoreSession(profileId: ProfileID) {
        send(.sessionRestored, context: .profile(profileId))
    }

    /// Shows Welcome, with the reason a stored session was discarded.
    package func startupFoundNoSession(notice: RouteNotice?) {
        send(.noSession, context: RouteContext(notice: notice))
    }
}

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
        send(.signedIn, context: .profile(profileId))
    }

    /// Ends the run.
    package func welcomeDidQuit() {
        send(.quit)
    }
}

extension AppRouter: RegistrationRouting {
    /// Shows CreatePin for the registration in progress.
    package func registrationNeedsPin() {
        send(.newPinRequested)
    }

    /// Goes back to Welcome.
    package func registrationDidCancel() {
        send(.cancelled)
    }

    /// Shows the dashboard of the stateless session: a context without a profile.
    package func registrationDidStartStatelessSession() {
        send(.statelessSessionStarted, context: RouteContext(sessionOwner: .stateless))
    }
}

extension AppRouter: CreatePinRouting {
    /// Shows the dashboard of the new profile.
    package func createPinDidSignIn(owner: SessionOwner) {
        send(.signedIn, context: RouteContext(sessionOwner: owner))
    }

    /// Goes back to Welcome with `notice`.
    package func createPinDidEnd(notice: RouteNotice?) {
        send(.cancelled, context: RouteContext(notice: notice))
    }
}

extension AppRouter: ChangePinNewRouting {
    /// Goes back to the Profile screen, the PIN changed.
    package func changePinNewDidChangePin(profileId: ProfileID) {
        send(.pinChanged, context: .profile(profileId))
    }

    /// Goes back to the Profile screen with `notice`.
    package func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, context: .profile(profileId, notice: notice))
    }
}

extension AppRouter: DeregistrationRouting {
    /// Goes back to Welcome and says why the profile is gone: one answer for every PIN check, each
    /// with its `deregistered` edge in the table.
    package func pinChallengeDidDeregister(notice: RouteNotice) {
        send(.deregistered, context: RouteContext(notice: notice))
    }
}

extension AppRouter: PinChallengeRouting {
    /// Shows the dashboard.
    package func pinChallengeDidSignIn(owner: SessionOwner) {
        send(.signedIn, context: RouteContext(sessionOwner: owner))
    }

    /// Goes back to Welcome with `notice`.
    package func pinChallengeDidEnd(notice: RouteNotice?) {
        send(.cancelled, context: RouteContext(notice: notice))
    }
}

extension AppRouter: ChangePinCurrentRouting {
    /// Shows CreatePin for the new PIN of the PIN change in progress.
    package func changePinCurrentDidAcceptPin(profileId: ProfileID) {
        send(.newPinRequested, context: .profile(profileId))
    }

    /// Goes back to the Profile screen with `notice`.
    package func changePinCurrentDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, context: .profile(profileId, notice: notice))
    }
}

extension AppRouter: RegisterAuthenticatorRouting {
    /// Goes back to the Authenticators screen with `notice`.
    package func registerAuthenticatorDidRegister(profileId: ProfileID, notice: RouteNotice) {
        send(.authenticatorRegistered, context: .profile(profileId, notice: notice))
    }

    /// Goes back to the Authenticators screen with `notice`.
    package func registerAuthenticatorDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        send(.cancelled, context: .profile(profileId, notice: notice))
    }
}

extension AppRouter: DashboardRouting {
    /// Goes back to Welcome with the logout's result.
    package func dashboardDidLogOut(notice: RouteNotice) {
        send(.loggedOut, context: RouteContext(notice: notice))
    }

    /// Goes back to Welcome to pick another profile.
    package func dashboardDidChooseAnotherProfile() {
        send(.anotherProfileChosen)
    }

    /// Ends the run.
    package func dashboardDidQuit() {
        send(.quit)
    }

    /// Shows `destination`'s screen for the signed-in profile.
    package func dashboardDidChoose(_ destination: DashboardDestination, profileId: ProfileID) {
        send(destination.event, context: .profile(profileId))
    }
}

extension DashboardDestination {
    /// The event the Dashboard's choice of this destination sends; the table says where it leads.
    var event: RouteEvent {
        switch self {
        case .switchContext: .contextSwitchChosen
        case .mobileAuth: .mobileAuthChosen
        case .profile: .profileChosen
        case .authenticators: .authenticatorsChosen
        }
    }
}

extension AppRouter: SessionEndRouting {
    /// Goes to Welcome, which says why the session ended: one answer for every screen that needs a
    /// session, each with its `sessionEnded` edge in the table.
    package func sessionDidEnd(notice: RouteNotice) {
        send(.sessionEnded, context: RouteContext(notice: notice))
    }
}

extension AppRouter: SwitchContextRouting {
    /// Shows the dashboard in the new role, with `notice` first.
    package func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice) {
        send(.contextSwitched, context: .profile(profileId, notice: notice))
    }

    /// Goes back to the dashboard.
    package func switchContextDidCancel(profileId: ProfileID) {
        send(.cancelled, context: .profile(profileId))
    }
}

extension AppRouter: MobileAuthRouting {
    /// Shows the dashboard again.
    package func mobileAuthDidGoBack(profileId: ProfileID) {
        send(.back, context: .profile(profileId))
    }

    /// Shows the first request of the handling in progress.
    package func mobileAuthDidStartHandling(profileId: ProfileID) {
        send(.pushRequested, context: .profile(profileId))
    }
}

extension AppRouter: PushConfirmationRouting {
    /// Shows the next request of the handling in progress, on a screen of its own.
    package func pushConfirmationDidReachNextRequest(profileId: ProfileID) {
        send(.pushRequested, context: .profile(profileId))
    }

    /// Goes back to the Mobile authentication list.
    package func pushConfirmationDidFinish(profileId: ProfileID) {
        send(.pushHandlingEnded, context: .profile(profileId))
    }
}

extension AppRouter: AuthenticatorsRouting {
    /// Shows the PIN check of the authenticator registration in progress.
    package func authenticatorsNeedPin(profileId: ProfileID) {
        send(.pinRequested, context: .profile(profileId))
    }

    /// Goes back to the dashboard.
    package func authenticatorsDidFinish(profileId: ProfileID) {
        send(.back, context: .profile(profileId))
    }
}

extension AppRouter: ProfileRouting {
    /// Shows the current-PIN check of the PIN change in progress.
    package func profileNeedsCurrentPin(profileId: ProfileID) {
        send(.pinRequested, context: .profile(profileId))
    }

    /// Goes back to the dashboard.
    package func profileDidFinish(profileId: ProfileID) {
        send(.back, context: .profile(profileId))
    }

    /// Goes to Welcome, which shows `notice` above the profiles left.
    package func profileDidDisconnect(notice: RouteNotice) {
        send(.disconnected, context: RouteContext(notice: notice))
    }
}
