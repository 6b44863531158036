import AuthEngine

/// A way a profile proves it is the person holding the device.
package enum Authenticator: Equatable, Sendable, CaseIterable {
    /// The PIN: always registered.
    case pin
    /// The simulated fingerprint sensor.
    case biometric
    /// A custom password, separate from the account's password.
    case password

    init(_ kind: AuthenticatorKind) {
        switch kind {
        case .pin: self = .pin
        case .biometric: self = .biometric
        case .password: self = .password
        }
    }

    var kind: AuthenticatorKind {
        switch self {
        case .pin: .pin
        case .biometric: .biometric
        case .password: .password
        }
    }
}

/// A profile's registered authenticators and the one offered first at login.
package struct ProfileAuthenticators: Equatable, Sendable {
    /// The registered authenticators, PIN first.
    package let registered: [Authenticator]
    /// The one offered first at login.
    package let preferred: Authenticator

    /// For test doubles and presenter tests; the app builds one from the engine's `AuthenticatorList`.
    package init(registered: [Authenticator], preferred: Authenticator) {
        self.registered = registered
        self.preferred = preferred
    }

    init(_ list: AuthenticatorList) {
        self.init(
            registered: list.registered.map(Authenticator.init), preferred: Authenticator(list.preferred))
    }
}

/// What removing an authenticator left.
package struct AuthenticatorRemovalOutcome: Equatable, Sendable {
    /// The authenticators after the removal.
    package let remaining: ProfileAuthenticators
    /// True when the removed one was preferred, so the PIN is preferred now.
    package let preferredResetToPin: Bool

    /// For test doubles and presenter tests; the app builds one from the engine's
    /// `AuthenticatorRemoval`.
    package init(remaining: ProfileAuthenticators, preferredResetToPin: Bool) {
        self.remaining = remaining
        self.preferredResetToPin = preferredResetToPin
    }
}
