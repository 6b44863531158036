import Interactors
import Presenters

/// A screen the router can show, with what its module is built with: a route that works on a
/// session names it, and a route whose module steps through an engine flow carries that flow, so
/// its module is built with them or not at all.
///
/// A route is where the person is; "flow" is kept for the engine's exchanges (`ChallengeFlow`),
/// which a route's module may step through; a flow compares by identity. The end of the run is not a route (nothing is shown
/// there): it is the `Destination.exit` of the table.
package enum Route: Equatable, Sendable {
    /// Starts the engine and restores a stored session.
    case startup
    /// Lists profiles; log in or register.
    case welcome
    /// Proves an identity: sign in with email and password, or sign up.
    case registration
    /// Chooses and confirms the new PIN of a registration whose identity is proven.
    case createPin(Enrolment)
    /// Asks for the PIN of a profile, to answer a login.
    case pinChallenge(LoginAttempt)
    /// The signed-in home, of a profile's session or the stateless one.
    case dashboard(SessionOwner)
    /// Lists the account's roles and schools; switching issues a new access token.
    case switchContext(ProfileID)
    /// Mobile authentication: enroll, list the pending push requests, and begin handling them.
    case mobileAuth(ProfileID)
    /// Answers the push request a handling waits on: decide, then confirm.
    case pushConfirmation(PushHandling)
    /// Lists, registers, removes and prefers authenticators.
    case authenticators(ProfileID)
    /// Registers an authenticator: the PinChallenge module asks the PIN, then the sensor or password.
    case registerAuthenticator(AuthenticatorRegistration)
    /// Change PIN, devices, ID token, disconnect.
    case profile(ProfileID)
    /// Changes the PIN, first step: the PinChallenge module asks the current PIN.
    case changePinCurrent(PinChange)
    /// Changes the PIN, second step: the CreatePin module asks the new PIN.
    case changePinNew(PinChange)

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
    /// A login waiting for the PIN.
    case login(LoginAttempt)
    /// A registration waiting for the new PIN.
    case enrolment(Enrolment)
    /// A PIN change waiting for the current or the new PIN.
    case pinChange(PinChange)
    /// An authenticator's registration waiting for the PIN check.
    case authenticatorRegistration(AuthenticatorRegistration)
    /// A push handling waiting for a request to be answered.
    case pushHandling(PushHandling)
}

extension Route {
    /// The route named `name`, built with `data`; nil when `data` is not what that screen needs,
    /// so a screen is never built without its data.
    init?(_ name: RouteName, with data: RouteData) {
        switch (name, data) {
        case (.startup, _): self = .startup
        case (.welcome, _): self = .welcome
        case (.registration, _): self = .registration
        case (.createPin, .enrolment(let registration)): self = .createPin(registration)
        case (.pinChallenge, .login(let attempt)): self = .pinChallenge(attempt)
        case (.dashboard, .session(let owner)): self = .dashboard(owner)
        case (.dashboard, .profile(let profileId)): self = .dashboard(.profile(profileId))
        case (.switchContext, .profile(let profileId)): self = .switchContext(profileId)
        case (.mobileAuth, .profile(let profileId)): self = .mobileAuth(profileId)
        case (.pushConfirmation, .pushHandling(let handling)): self = .pushConfirmation(handling)
        case (.authenticators, .profile(let profileId)): self = .authenticators(profileId)
        case (.registerAuthenticator, .authenticatorRegistration(let registration)):
            self = .registerAuthenticator(registration)
        case (.profile, .profile(let profileId)): self = .profile(profileId)
        case (.changePinCurrent, .pinChange(let change)): self = .changePinCurrent(change)
        case (.changePinNew, .pinChange(let change)): self = .changePinNew(change)
        case (.createPin, _), (.pinChallenge, _), (.dashboard, _), (.switchContext, _), (.mobileAuth, _),
            (.pushConfirmation, _), (.authenticators, _), (.registerAuthenticator, _), (.profile, _),
            (.changePinCurrent, _), (.changePinNew, _):
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
