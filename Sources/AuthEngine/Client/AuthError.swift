/// Why an engine flow did not succeed, in terms the app can map to words.
///
/// Like every error the engine hands the app, it carries codes and data, never a sentence: printed,
/// it reads as its case (`rateLimited(retryAfterSeconds: 30)`), and the app words it
/// (`AppError(_:)`, then `ErrorPresentation`). `EngineErrorWordsRulesTests` keeps it so.
package enum AuthError: Error, Equatable, Sendable {
    /// The person cancelled; nothing was changed.
    case cancelled
    /// Another flow is running for this profile.
    case alreadyInProgress
    /// The server could not be reached; nothing was counted or changed.
    case transport(TransportError)
    /// The server could not complete the request (5xx); retrying may help.
    case serverUnavailable
    /// Unknown email or wrong password (deliberately one case).
    case invalidCredentials
    /// Too many failed sign-ins for this email.
    case rateLimited(retryAfterSeconds: Int64)
    /// Sign-up details break a rule.
    case signUpRejected(SignUpViolation)
    /// Sign-up with an email that already has an account.
    case emailAlreadyRegistered
    /// The proof of identity expired before the PIN was chosen.
    case registrationExpired
    /// No such profile on this device.
    case profileNotFound
    /// The profile was deregistered, and its data on this device wiped.
    case profileDeregistered(DeregistrationReason)
    /// The server's answer could not be trusted (bad signature, malformed token, wrong SCRAM proof).
    case serverNotTrusted
    /// There is no session to use, or it has ended.
    case notAuthenticated
    /// The session ended on the server's side.
    case sessionEnded(SessionEndReason)
    /// The device's files could not be read or written.
    case storage(StoreError)
    /// The request was refused for a reason no other case names; `reason` says which.
    case rejected(RejectionReason)
    /// That authenticator is not registered for the profile.
    case authenticatorNotRegistered
    /// The PIN authenticator cannot be registered or removed: it always is; change it instead.
    case pinAuthenticatorIsPermanent
    /// The browser sign-in's redirect reported an error or could not be trusted.
    case browserLoginFailed(AuthorizationRedirectError)
    /// The server refused the browser sign-in's authorization code (used, expired or not ours).
    case authorizationCodeRejected
    /// The two-step registration's code was answered wrongly too many times.
    case customRegistrationFailed
    /// The one-time registration code is unknown, already used or expired.
    case invalidOneTimeCode
    /// The operation needs a registered profile, and the session is stateless.
    case notAvailableWithoutProfile
    /// Mobile authentication (or push, which needs it) is not enrolled for the profile.
    case notEnrolled
    /// The push request's time to live passed before it was answered.
    case pushRequestExpired
    /// The push request does not exist or was already answered.
    case pushRequestNotFound
    /// The account has no role or school at that index.
    case contextNotFound
    /// The server did not accept this device's proof of its device key.
    case deviceNotRecognised
    /// The provider's ID token failed a check, so nobody it names was believed and nothing stored.
    case idTokenRejected(IDTokenRejection)
    /// The person denied the device sign-in on the verification page.
    case deviceAuthorizationDenied
    /// The device sign-in's code expired before anyone approved it.
    case deviceAuthorizationExpired
}

/// Why a request was refused when no other `AuthError` case says it: answers this client's flows
/// do not expect at that point, typed so the app words them (the server's own sentence is not
/// passed on).
package enum RejectionReason: Sendable, Equatable {
    /// The server did not understand the request (a client and a server that disagree).
    case malformedRequest
    /// The server has no such route (an older server).
    case unsupportedRequest
    /// The server refused an authenticator's answer where the flow cannot ask again.
    case wrongAuthenticatorAnswer
    /// The server refused a challenge answer where the flow cannot ask again.
    case wrongChallengeAnswer
    /// The server wants the current PIN confirmed first.
    case pinConfirmationRequired
    /// Sign-up details break a rule of the server's that this client does not know.
    case unknownSignUpRule
    /// The stored profile id cannot be used in a login exchange (a damaged device store).
    case unusableProfileId
}

/// Why a profile was removed from this device.
package enum DeregistrationReason: String, Sendable, Equatable {
    /// The PIN (or another authenticator) was wrong too many times.
    case tooManyFailedAttempts
    /// The server no longer knows the profile.
    case unknownToServer
    /// The person disconnected it.
    case disconnected
}
