// The records the token server keeps, one table of `ServerState` per kind (`ServerStateTables.swift`);
// how the store keys, indexes and expires each is in `ServerRecords+Store.swift`.

/// A person known to the server's account directory.
struct Account: Codable, Sendable, Equatable {
    var id: String
    var email: String
    var fullName: String
    var password: PasswordRecord
    var memberships: [ActiveContext]
}

/// One profile: an account registered on one device, with the verifiers of its authenticators.
struct ProfileRegistration: Codable, Sendable, Equatable {
    var profileId: String
    var accountId: String
    var deviceId: String
    var deviceName: String
    var registeredAt: Int64
    var verifiers: [AuthenticatorVerifier]
    /// Consecutive failed attempts, persisted before each verification and reset on success.
    var failedAttempts: Int
    var activeContextIndex: Int
    var mobileAuthEnrolled: Bool
    var pushEnrolled: Bool

    func verifier(for kind: AuthenticatorKind) -> SCRAMCredential? {
        verifiers.first { $0.kind == kind }?.credential
    }
}

/// The SCRAM verifier the server keeps for one authenticator of a profile.
struct AuthenticatorVerifier: Codable, Sendable, Equatable {
    var kind: AuthenticatorKind
    var credential: SCRAMCredential
}

/// A signed-in session: what access tokens' `sid` points at and refresh tokens belong to.
struct SessionRecord: Codable, Sendable, Equatable {
    var id: String
    /// Nil for a stateless session, which has no stored profile.
    var profileId: String?
    var accountId: String
    var contextIndex: Int
    var createdAt: Int64
    /// The absolute end of the session: refresh-token rotation never moves it.
    var expiresAt: Int64
    var revoked: Bool
    /// Why a revoked session was revoked, so later refreshes report reuse rather than a plain
    /// revocation; optional so documents written before it existed still decode.
    var revocationReason: RefreshRejection? = nil
    /// Set for a session an OpenID client started (`/oauth2/token`): it has no device, and only
    /// that client's grants may refresh it.
    var oauthGrant: OAuthGrant? = nil
}

/// What an OpenID client was granted: by whom, for which scopes, and when the person signed in.
struct OAuthGrant: Codable, Sendable, Equatable {
    var clientId: String
    var scope: [String]
    /// When the person signed in on the login page (`auth_time`).
    var authTime: Int64
}

/// A refresh token, kept only as its SHA-256 so a stolen server file cannot be replayed.
struct RefreshTokenRecord: Codable, Sendable, Equatable {
    var tokenHash: String
    var sessionId: String
    var issuedAt: Int64
    /// Set when the token has been exchanged; presenting it again means it leaked.
    var rotated: Bool
}

/// Proof that an identity provider vouched for an account, waiting for the device's PIN.
struct RegistrationTicket: Codable, Sendable, Equatable {
    var tokenHash: String
    var accountId: String
    var expiresAt: Int64
    var stateless: Bool
}

/// An authorization code from the hosted login page, bound to its PKCE challenge.
struct AuthorizationCodeRecord: Codable, Sendable, Equatable {
    var codeHash: String
    var accountId: String
    var codeChallenge: String
    var redirectURI: String
    var expiresAt: Int64
    /// Set for a code the OpenID login page issued; nil for the hosted page's (`/v1`).
    var oauthGrant: OAuthGrant? = nil
    /// The request's `nonce`, for the ID token.
    var nonce: String? = nil
    /// The session the code was exchanged for: a spent code is kept until it expires, so that a
    /// second use can revoke what the first issued (RFC 6749 §4.1.2).
    var issuedSessionId: String? = nil
}

/// A two-step (custom) registration in progress: the challenge code and the answer expected.
struct CustomRegistrationRecord: Codable, Sendable, Equatable {
    var id: String
    var accountId: String
    var challengeCode: String
    var expectedAnswer: String
    var failedAnswers: Int
    var expiresAt: Int64
}

/// A one-time registration code (what a QR code would carry), usable once.
struct OneTimeRegistrationCode: Codable, Sendable, Equatable {
    var codeHash: String
    var accountId: String
    var expiresAt: Int64
}

/// A one-time, short-lived token that signs the profile's user into the web.
struct AppToWebTokenRecord: Codable, Sendable, Equatable {
    var tokenHash: String
    var accountId: String
    var expiresAt: Int64
}

/// A push request (confirmation or one-time password) queued for a profile.
struct PushRequestRecord: Codable, Sendable, Equatable {
    var id: String
    var profileId: String
    var message: String
    var kind: PushRequestKind
    /// The code a person types for an OTP request; empty for confirmations.
    var otpCode: String
    var createdAt: Int64
    var expiresAt: Int64
    var status: PushRequestStatus
}
