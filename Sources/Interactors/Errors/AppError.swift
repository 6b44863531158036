/// Why a use case did not succeed, in the app's own terms.
///
/// Interactors map every engine error to one of these (see `AppError(_:)`), so presenters never
/// see an engine type. Presenters turn each case into words with `ErrorPresentation`.
package enum AppError: Error, Equatable, Sendable {
    /// The person cancelled; nothing was changed.
    case cancelled
    /// Another sign-in or registration is running for the same profile.
    case alreadyInProgress
    /// The authentication server could not be reached.
    case serverUnreachable
    /// The authentication server failed to complete the request; retrying may help.
    case serverUnavailable
    /// The engine could not start; `problem` says which half and which file.
    case engineUnavailable(EngineStartProblem)
    /// Unknown email or wrong password (deliberately one case).
    case invalidCredentials
    /// Too many failed sign-ins for this email.
    case tooManySignInAttempts(retryAfterSeconds: Int64)
    /// Sign-up details break a rule.
    case signUpRejected(SignUpProblem)
    /// Sign-up with an email that already has an account.
    case emailAlreadyRegistered
    /// The proof of identity expired before the PIN was chosen.
    case registrationExpired
    /// No such profile on this device.
    case profileNotFound
    /// The profile was deregistered and its data on this device wiped.
    case profileDeregistered(DeregistrationCause)
    /// The server's answer could not be verified.
    case serverNotTrusted
    /// There is no session, or it has ended.
    case notLoggedIn
    /// The session ended on the server's side, for `cause`.
    case sessionEnded(SessionEndCause)
    /// This device's files could not be read or written; `problem` names the step and the file.
    case storage(StorageProblem)
    /// The server refused the request for a reason no other case names.
    case rejected(RefusalReason)
    /// That authenticator is not registered for the profile.
    case authenticatorNotRegistered
    /// The PIN authenticator is always registered.
    case pinAuthenticatorIsPermanent
    /// The browser sign-in gave no authorization code; `reason` says why.
    case browserLoginFailed(reason: BrowserSignInProblem)
    /// No loopback port could be opened for the browser's redirect or the login page.
    case loopbackUnavailable
    /// The sign-in with a device code was denied on the page where the code was entered.
    case deviceSignInDenied
    /// The device code expired before the sign-in was approved.
    case deviceCodeExpired
    /// The browser sign-in's authorization code was refused.
    case authorizationCodeRejected
    /// The two-step registration's code was answered wrongly too many times.
    case customRegistrationFailed
    /// The one-time registration code is unknown, used or expired.
    case invalidOneTimeCode
    /// The operation needs a registered profile and the session has none.
    case notAvailableWithoutProfile
    /// Mobile authentication or push is not enrolled.
    case notEnrolled
    /// The push request expired before it was answered.
    case pushRequestExpired
    /// The push request no longer exists.
    case pushRequestNotFound
    /// The account has no such role or school.
    case contextNotFound
    /// The server did not recognise this device.
    case deviceNotRecognised
}

/// One sign-up rule the entered details break.
package enum SignUpProblem: Equatable, Sendable {
    /// The full name is empty.
    case fullNameMissing
    /// The full name holds a control character (ESC, BEL, tab…) or a bidirectional override.
    case fullNameHasControlCharacters
    /// The full name is longer than `maximum` characters.
    case fullNameTooLong(maximum: Int)
    /// The email address does not have the shape of one.
    case invalidEmail
    /// The password is shorter than `minimum` characters.
    case passwordTooShort(minimum: Int)
    /// The password and its confirmation differ.
    case passwordsDoNotMatch
}

/// Why the server ended a session for good.
package enum SessionEndCause: Equatable, Sendable {
    /// The server no longer accepts the refresh token.
    case notAccepted
    /// The session was revoked (a logout elsewhere, an administrator).
    case revoked
    /// A refresh token was used twice, so its whole family was revoked.
    case refreshTokenReused
    /// The session reached its absolute lifetime.
    case lifetimeReached
}

/// Why a profile was removed from this device.
package enum DeregistrationCause: Equatable, Sendable {
    /// The PIN was wrong too many times.
    case tooManyFailedAttempts
    /// The server no longer knows the profile.
    case unknownToServer
    /// The person disconnected it.
    case disconnected
}
