/// The authenticators a profile can use to prove it is the person holding the device.
package enum AuthenticatorKind: String, Codable, Sendable, CaseIterable {
    /// The PIN: always registered.
    case pin
    /// A simulated fingerprint sensor that releases a device key.
    case biometric
    /// A custom password that derives a device key.
    case password
}

/// A profile registered on this device: an account plus this device's PIN verifier on the server.
package struct UserProfile: Codable, Sendable, Equatable, Identifiable {
    /// The profile's id, also its SCRAM user name.
    package var id: String
    /// The account's user id.
    package var userId: String
    /// The account's email, for display and for `viper-auth push --profile`.
    package var email: String
    /// The account holder's name.
    package var fullName: String
    /// When the profile was registered, in seconds since the epoch.
    package var registeredAt: Int64
    /// The number of digits of this profile's PIN.
    package var pinLength: Int
    /// The authenticators registered for the profile; always contains `.pin`.
    package var authenticators: [AuthenticatorKind]
    /// The authenticator offered first at login.
    package var preferredAuthenticator: AuthenticatorKind
    /// True from the moment the person asked to disconnect the profile until it is wiped here, so
    /// a disconnect cut short (a crash between the server's answer and the wipe) is finished by
    /// the next `reconcile()`; absent in earlier releases' files and in every other profile.
    var disconnectRequested: Bool? = nil

    /// Creates a profile record.
    package init(
        id: String, userId: String, email: String, fullName: String, registeredAt: Int64, pinLength: Int,
        authenticators: [AuthenticatorKind] = [.pin], preferredAuthenticator: AuthenticatorKind = .pin
    ) {
        self.id = id
        self.userId = userId
        self.email = email
        self.fullName = fullName
        self.registeredAt = registeredAt
        self.pinLength = pinLength
        self.authenticators = authenticators
        self.preferredAuthenticator = preferredAuthenticator
    }
}

/// Who is signed in, as the server describes the account.
package struct UserInfo: Codable, Sendable, Equatable {
    /// The account's user id.
    package var userId: String
    /// The account's email.
    package var email: String
    /// The account holder's name.
    package var fullName: String
    /// Every role and school the account can act in.
    package var memberships: [ActiveContext]
    /// Which membership the session acts in.
    package var activeContextIndex: Int

    init(_ body: UserInfoBody) {
        userId = body.userId
        email = body.email
        fullName = body.fullName
        memberships = body.memberships
        activeContextIndex = body.activeContextIndex
    }
}

/// A signed-in session as the app sees it: who, in which context, until when. Tokens stay inside
/// the engine.
package struct AuthenticatedSession: Sendable, Equatable {
    /// The profile, or nil for a stateless session.
    package var profile: UserProfile?
    /// The signed-in user.
    package var user: UserInfo
    /// The role and school the access token carries.
    package var activeContext: ActiveContext
    /// When the current access token expires, in seconds since the epoch.
    package var accessTokenExpiresAt: Int64

    /// True for a session without a stored profile.
    package var isStateless: Bool { profile == nil }
}
