import Presenters

/// A screen the router can show, with what its module is built with: a route that works on a
/// session names it, so its module is built with the session or not at all.
///
/// A route is where the person is; "flow" is kept for the engine's exchanges (`ChallengeFlow`),
/// which a route's module may step through. The end of the run is not a route (nothing is shown
/// there): it is the `Destination.exit` of the table.
package enum Route: Equatable, Sendable {
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
    /// The signed-in home, of a profile's session or the stateless one.
    case dashboard(SessionOwner)
    /// Lists the account's roles and schools; switching issues a new access token.
    case switchContext(ProfileID)
    /// Mobile authentication: enroll, list the pending push requests, and begin handling them.
    case mobileAuth(ProfileID)
    /// Answers one push request of the handling in progress: decide, then confirm.
    case pushConfirmation(ProfileID)
    /// Lists, registers, removes and prefers authenticators.
    case authenticators(ProfileID)
    /// Registers an authenticator: the PinChallenge module asks the PIN, then the sensor or password.
    case registerAuthenticator(ProfileID)
    /// Change PIN, devices, ID token, disconnect.
    case profile(ProfileID)
    /// Changes the PIN, first step: the PinChallenge module asks the current PIN.
    case changePinCurrent(ProfileID)
    /// Changes the PIN, second step: the CreatePin module asks the new PIN.
    case changePinNew(ProfileID)

    /// Which screen this is, without its data: what the table, the graph and `--trace` name.
    package var name: RouteName {
        switch self {
        case .startup: .startup
        case .welcome: .welcome
        case .registration: .registration
        case .createPin: .createPin
        case .pinChallenge: .pinChallenge
        case .dashboard: .dashboard
        case .switchContext: .switchContext
        case .mobileAuth: .mobileAuth
        case .pushConfirmation: .pushConfirmation
        case .authenticators: .authenticators
        case .registerAuthenticator: .registerAuthenticator
        case .profile: .profile
        case .changePinCurrent: .changePinCurrent
        case .changePinNew: .changePinNew
        }
    }
}

/// What a routing call hands on for the screen shown next: the data that screen's route is built
/// with. The call does not say which screen that is; the table does (`TransitionTable`).
package enum RouteData: Equatable, Sendable {
    /// Nothing: the next screen needs no data (Welcome, Registration), or the run ends.
    case nothing
    /// The signed-in profile, whose screen comes next.
    case profile(ProfileID)
    /// The session, a profile's or the stateless one, whose dashboard comes next.
    case session(SessionOwner)
}

extension Route {
    /// The route named `name`, built with `data`; nil when `data` is not what that screen needs,
    /// so a screen is never built without its data.
    init?(_ name: RouteName, with data: RouteData) {
        switch (name, data) {
        case (.startup, _): self = .startup
        case (.welcome, _): self = .welcome
        case (.registration, _): self = .registration
        case (.createPin, _): self = .createPin
        case (.pinChallenge, _): self = .pinChallenge
        case (.dashboard, .session(let owner)): self = .dashboard(owner)
        case (.dashboard, .profile(let profileId)): self = .dashboard(.profile(profileId))
        case (.switchContext, .profile(let profileId)): self = .switchContext(profileId)
        case (.mobileAuth, .profile(let profileId)): self = .mobileAuth(profileId)
        case (.pushConfirmation, .profile(let profileId)): self = .pushConfirmation(profileId)
        case (.authenticators, .profile(let profileId)): self = .authenticators(profileId)
        case (.registerAuthenticator, .profile(let profileId)): self = .registerAuthenticator(profileId)
        case (.profile, .profile(let profileId)): self = .profile(profileId)
        case (.changePinCurrent, .profile(let profileId)): self = .changePinCurrent(profileId)
        case (.changePinNew, .profile(let profileId)): self = .changePinNew(profileId)
        case (.dashboard, .nothing), (.switchContext, _), (.mobileAuth, _), (.pushConfirmation, _),
            (.authenticators, _), (.registerAuthenticator, _), (.profile, _), (.changePinCurrent, _),
            (.changePinNew, _):
            return nil
        }
    }
}

/// The screens as the transition table and `viper-auth graph` name them: a `Route` less its data.
package enum RouteName: String, CaseIterable, Sendable {
    /// `Route.startup`.
    case startup
    /// `Route.welcome`.
    case welcome
    /// `Route.registration`.
    case registration
    /// `Route.createPin`.
    case createPin
    /// `Route.pinChallenge`.
    case pinChallenge
    /// `Route.dashboard`.
    case dashboard
    /// `Route.switchContext`.
    case switchContext
    /// `Route.mobileAuth`.
    case mobileAuth
    /// `Route.pushConfirmation`.
    case pushConfirmation
    /// `Route.authenticators`.
    case authenticators
    /// `Route.registerAuthenticator`.
    case registerAuthenticator
    /// `Route.profile`.
    case profile
    /// `Route.changePinCurrent`.
    case changePinCurrent
    /// `Route.changePinNew`.
    case changePinNew
}

/// Where an edge of the table leads: a screen, or the end of the run.
package enum Destination: Equatable, Sendable {
    /// The screen shown next.
    case route(RouteName)
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
