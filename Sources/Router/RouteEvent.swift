import Presenters

/// What a module reports when it is done; with the current route, it picks the next one.
package enum RouteEvent: String, CaseIterable, Sendable {
    /// A stored session was restored or refreshed.
    case sessionRestored
    /// No usable session was stored.
    case noSession
    /// The person chose to register.
    case registrationChosen
    /// An engine flow asks for the PIN.
    case pinRequested
    /// An engine flow asks for a new PIN.
    case newPinRequested
    /// A profile is signed in.
    case signedIn
    /// The person cancelled, or the engine flow failed.
    case cancelled
    /// The profile was deregistered.
    case deregistered
    /// The person logged out.
    case loggedOut
    /// The person chose to log in as another profile.
    case anotherProfileChosen
    /// The session is over (ended by the server, an error that logs out, a failed push confirmation).
    case sessionEnded
    /// The person chose to quit.
    case quit
    /// The person chose to switch the active role or school.
    case contextSwitchChosen
    /// The session now acts in another role or school, with a new access token.
    case contextSwitched
    /// The person chose mobile authentication on the dashboard.
    case mobileAuthChosen
    /// A push request waits in the handling in progress, to be answered on its own screen.
    case pushRequested
    /// The handling of the push requests ended: each handled, one left pending, or an error.
    case pushHandlingEnded
    /// A stateless session started: signed in without a profile or PIN.
    case statelessSessionStarted
    /// The person chose the Authenticators screen.
    case authenticatorsChosen
    /// The person chose the Profile screen.
    case profileChosen
    /// An authenticator was registered.
    case authenticatorRegistered
    /// The PIN was changed.
    case pinChanged
    /// The person went back to the previous screen.
    case back
    /// The person disconnected the profile: it is gone from this device.
    case disconnected
}

extension DashboardDestination {
    /// The event the Dashboard's choice of this destination sends; the table says where it leads.
    /// Kept beside the events, with `route(_:)`, so a new destination is a case above and a line
    /// in each switch of this extension.
    var event: RouteEvent {
        switch self {
        case .switchContext: .contextSwitchChosen
        case .mobileAuth: .mobileAuthChosen
        case .profile: .profileChosen
        case .authenticators: .authenticatorsChosen
        }
    }

    /// The route of this destination's screen, for `profileId`.
    func route(_ profileId: ProfileID) -> Route {
        switch self {
        case .switchContext: .switchContext(profileId)
        case .mobileAuth: .mobileAuth(profileId)
        case .profile: .profile(profileId)
        case .authenticators: .authenticators(profileId)
        }
    }
}
