/// The screens the router can show, one module each: the states of the app's navigation.
///
/// A route is where the person is; "flow" is kept for the engine's exchanges (`ChallengeFlow`),
/// which a route's module may step through. The end of the run is not a route (nothing is shown
/// there): it is the `Destination.exit` of the table.
package enum Route: String, CaseIterable, Sendable {
    /// Starts the engine and restores a stored session.
    case startup
    /// Lists profiles; log in or register.
    case welcome
    /// Proves an identity: sign in with email and password, or sign up.
    case registration
    /// Chooses and confirms a new PIN.
    case createPin
    /// Asks for the PIN of a profile.
    case pinChallenge
    /// The signed-in home.
    case dashboard
    /// Lists the account's roles and schools; switching issues a new access token.
    case switchContext
    /// Mobile authentication: enroll, list the pending push requests, and begin handling them.
    case mobileAuth
    /// Answers one push request of the handling in progress: decide, then confirm.
    case pushConfirmation
    /// Lists, registers, removes and prefers authenticators.
    case authenticators
    /// Registers an authenticator: the PinChallenge module asks the PIN, then the sensor or password.
    case registerAuthenticator
    /// Change PIN, devices, ID token, disconnect.
    case profile
    /// Changes the PIN, first step: the PinChallenge module asks the current PIN.
    case changePinCurrent
    /// Changes the PIN, second step: the CreatePin module asks the new PIN.
    case changePinNew
}

/// Which session a route's module works on.
package enum SessionNeed: Equatable, Sendable {
    /// None: the route comes before a session exists, or after it ended.
    case noSession
    /// A profile's session or the stateless one: the Dashboard shows either.
    case anySession
    /// A profile's session: the screens the stateless session's Dashboard does not offer.
    case profile
}

extension Route {
    /// The session this route's module works on, declared once: the routing calls that lead here
    /// name it (`RoutingCoverageTests` proves it), each module's builder takes it as the type of its
    /// `session` (`ModuleWiringTests` checks they agree), and DI shows `MissingSessionScreen` in
    /// its place when a context lacks it.
    package var sessionNeed: SessionNeed {
        switch self {
        case .startup, .welcome, .registration, .createPin, .pinChallenge: .noSession
        case .dashboard: .anySession
        case .switchContext, .mobileAuth, .pushConfirmation, .authenticators, .registerAuthenticator,
            .profile, .changePinCurrent, .changePinNew:
            .profile
        }
    }
}

/// Where an event leads: another route, or the end of the run.
package enum Destination: Equatable, Sendable {
    /// The route shown next.
    case route(Route)
    /// The run is over: the router returns `RunEnd.quit`.
    case exit

    /// The name `viper-auth graph` and `--trace` print: the route's, or `exit`.
    package var name: String {
        switch self {
        case .route(let route): route.rawValue
        case .exit: "exit"
        }
    }
}
