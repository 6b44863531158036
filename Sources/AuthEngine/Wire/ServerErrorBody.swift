/// The JSON body of every error response: a stable machine code, a sentence, and typed details.
struct ServerErrorBody: Codable, Sendable, Equatable {
    /// The machine-readable codes the server answers with.
    enum Code: String, Codable, Sendable {
        /// The body or route parameters were not understood.
        case malformedRequest = "malformed_request"
        /// No route matches the method and path.
        case routeNotFound = "route_not_found"
        /// Unknown email or wrong password; deliberately indistinguishable.
        case invalidCredentials = "invalid_credentials"
        /// Too many failed sign-ins for this email.
        case rateLimited = "rate_limited"
        /// Sign-up with an email that has an account.
        case emailAlreadyRegistered = "email_already_registered"
        /// Sign-up details break a rule.
        case signUpRejected = "sign_up_rejected"
        /// A registration ticket that is unknown, used or expired.
        case invalidTicket = "invalid_ticket"
        /// The profile is not (or no longer) registered.
        case unknownProfile = "unknown_profile"
        /// A wrong PIN or authenticator answer; the profile is still registered.
        case invalidAuthenticatorAnswer = "invalid_authenticator_answer"
        /// The last allowed attempt failed and the profile was deregistered.
        case profileDeregistered = "profile_deregistered"
        /// The authenticator asked for is not registered for the profile.
        case authenticatorNotRegistered = "authenticator_not_registered"
        /// A missing, forged, expired or revoked access token.
        case invalidAccessToken = "invalid_access_token"
        /// A refresh token that cannot be used; `reason` says why.
        case invalidGrant = "invalid_grant"
        /// An authorization-code exchange that failed.
        case authorizationFailed = "authorization_failed"
        /// A wrong answer to a two-step registration challenge.
        case wrongCustomAnswer = "wrong_custom_answer"
        /// A push request that does not exist or is not pending.
        case pushRequestNotFound = "push_request_not_found"
        /// A push request whose time to live has passed.
        case pushRequestExpired = "push_request_expired"
        /// Mobile authentication or push is not enrolled.
        case notEnrolled = "not_enrolled"
        /// A context the account has no membership for.
        case contextNotFound = "context_not_found"
        /// An operation that needs a registered profile, tried in a stateless session.
        case statelessSessionRefused = "stateless_session_refused"
        /// A step-up route without a fresh PIN exchange of the same profile.
        case pinConfirmationRequired = "pin_confirmation_required"
        /// A device-authenticated call whose device key or proof was not accepted.
        case deviceNotAuthenticated = "device_not_authenticated"
        /// The server could not read or write its state; retrying may help.
        case storageUnavailable = "storage_unavailable"
    }

    /// The machine code.
    var code: Code
    /// A sentence for people; never contains a secret.
    var message: String
    /// Failed attempts so far, for wrong PIN answers.
    var failedAttempts: Int?
    /// The attempt limit, for wrong PIN answers.
    var maxAttempts: Int?
    /// Seconds until a rate limit lifts.
    var retryAfterSeconds: Int64?
    /// A finer reason, such as `reused` for a refresh token.
    var reason: String?

    /// Creates an error body.
    init(
        code: Code, message: String, failedAttempts: Int? = nil, maxAttempts: Int? = nil,
        retryAfterSeconds: Int64? = nil, reason: String? = nil
    ) {
        self.code = code
        self.message = message
        self.failedAttempts = failedAttempts
        self.maxAttempts = maxAttempts
        self.retryAfterSeconds = retryAfterSeconds
        self.reason = reason
    }
}

/// Why a refresh token was refused.
enum RefreshRejection: String, Codable, Sendable, CustomStringConvertible {
    /// Not a token this server issued.
    case unknown
    /// The session reached its absolute lifetime.
    case expired
    /// The session was logged out or revoked.
    case revoked
    /// An already rotated token came back: the whole session was revoked.
    case reused

    /// A sentence for people.
    var description: String {
        switch self {
        case .unknown: "The refresh token is not valid."
        case .expired: "The session has reached its maximum lifetime."
        case .revoked: "The session was ended."
        case .reused: "A refresh token was used twice; the session was ended to protect the account."
        }
    }
}

extension RefreshRejection {
    /// The client-side reason a session ended.
    var endReason: SessionEndReason {
        switch self {
        case .unknown: .invalidGrant
        case .expired: .expired
        case .revoked: .revoked
        case .reused: .reused
        }
    }
}
