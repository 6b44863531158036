// The JSON bodies that cross the transport. They are internal: the client half and the token
// server share them, and nothing outside the engine should depend on the wire format.

struct SignUpBody: Codable, Sendable {
    var fullName: String
    var email: String
    var password: String
    var passwordConfirmation: String
}

struct CredentialsBody: Codable, Sendable {
    var email: String
    var password: String
    /// True to ask for a ticket that starts a stateless session instead of registering a profile.
    var stateless: Bool? = nil
}

/// Proof of identity from an identity provider, to be redeemed with a verifier.
struct TicketBody: Codable, Sendable {
    var ticket: String
    var email: String
    var pinPolicy: PinPolicy
    var scramIterations: Int
}

struct RegistrationBody: Codable, Sendable {
    var ticket: String
    var deviceId: String
    var deviceName: String
    var verifier: SCRAMCredential
    /// The device's key (base64), kept with the registration so the device can prove itself at
    /// once, even if it never gets to register the key on its own (a crash right after this
    /// answer): the next start asks, device-authenticated, which registrations it holds. Optional,
    /// so clients of earlier releases still register.
    var deviceKey: String? = nil
}

struct StatelessSessionBody: Codable, Sendable {
    var ticket: String
}

struct RegisteredBody: Codable, Sendable {
    var profileId: String
    var tokens: TokenBundle
    var user: UserInfoBody
}

struct LoginStartBody: Codable, Sendable {
    var profileId: String
    var authenticator: AuthenticatorKind
    var clientFirst: String
}

struct LoginChallengeBody: Codable, Sendable {
    var exchangeId: String
    var serverFirst: String
    var failedAttempts: Int
    var maxAttempts: Int
}

struct LoginFinishBody: Codable, Sendable {
    var exchangeId: String
    var clientFinal: String
}

struct LoginResultBody: Codable, Sendable {
    var serverFinal: String
    var tokens: TokenBundle
    var user: UserInfoBody
}

/// Tokens as issued; the refresh token is absent for stateless sessions.
struct TokenBundle: Codable, Sendable, Equatable {
    var accessToken: String
    var accessTokenExpiresAt: Int64
    var refreshToken: String?
    var idToken: String
    var sessionExpiresAt: Int64
}

struct RefreshBody: Codable, Sendable {
    var refreshToken: String
}

struct LogoutBody: Codable, Sendable {
    var refreshToken: String?
}

struct UserInfoBody: Codable, Sendable, Equatable {
    var userId: String
    var email: String
    var fullName: String
    var memberships: [ActiveContext]
    var activeContextIndex: Int
}

struct EmptyBody: Codable, Sendable {}
