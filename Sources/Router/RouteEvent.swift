import Presenters

/// What a module reports when it is done; with the current route, it picks the next one.
package enum RouteEvent: Hashable, Sendable {
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
    /// The session now acts in another role or school, with a new access token.
    case contextSwitched
    /// A push request waits in the handling in progress, to be answered on its own screen.
    case pushRequested
    /// The handling of the push requests ended: each handled, one left pending, or an error.
    case pushHandlingEnded
    /// A stateless session started: signed in without a profile or PIN.
    case statelessSessionStarted
    /// An authenticator was registered.
    case authenticatorRegistered
    /// The PIN was changed.
    case pinChanged
    /// The person went back to the previous screen.
    case back
    /// The person disconnected the profile: it is gone from this device.
    case disconnected
    /// The person chose one of the Dashboard's screens: one event for them all, so a new screen
    /// needs no event of its own (its edge in the table names it, `.chosen(.profile)`).
    case chosen(DashboardDestination)

    /// What the graph and `--trace` print: the case's name, or for a Dashboard choice the
    /// destination's name and `Chosen` (`profileChosen`).
    package var name: String {
        if case .chosen(let destination) = self { return "\(destination)Chosen" }
        return String(describing: self)
    }
}
