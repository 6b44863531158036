/// The states of the app: one per module the router can show, plus the end.
public enum Flow: String, CaseIterable, Sendable {
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
    /// Mobile authentication: enroll, and handle pending push requests.
    case mobileAuth
    // authenticators and profile
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
    /// The run is over.
    case exit
}

/// What a module reports when it is done; with the current flow, it picks the next one.
public enum FlowEvent: String, CaseIterable, Sendable {
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
    /// The person cancelled, or the flow failed.
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
    /// A stateless session started: signed in without a profile or PIN (identity providers).
    case statelessSessionStarted
    // authenticators and profile
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

/// What the next module needs to know: the profile it is about, and a notice to show first.
public struct FlowContext: Equatable, Sendable {
    /// The profile the next module works on, when there is one; the dashboard without one shows
    /// the stateless session.
    public var profileId: String?
    /// A sentence the next module shows first, such as why the person was logged out.
    public var notice: String?

    /// Creates a context.
    public init(profileId: String? = nil, notice: String? = nil) {
        self.profileId = profileId
        self.notice = notice
    }
}
