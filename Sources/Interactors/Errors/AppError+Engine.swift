import AuthEngine

extension AppError {
    /// The one mapping from the engine's errors to the app's; total, so a new engine case fails to
    /// compile here rather than reaching a presenter unmapped.
    init(_ error: AuthError) {
        switch error {
        case .cancelled: self = .cancelled
        case .alreadyInProgress: self = .alreadyInProgress
        case .transport: self = .serverUnreachable
        case .serverUnavailable: self = .serverUnavailable
        case .invalidCredentials: self = .invalidCredentials
        case .rateLimited(let seconds): self = .tooManySignInAttempts(retryAfterSeconds: seconds)
        case .signUpRejected(let violation): self = .signUpRejected(SignUpProblem(violation))
        case .emailAlreadyRegistered: self = .emailAlreadyRegistered
        case .registrationExpired: self = .registrationExpired
        case .profileNotFound: self = .profileNotFound
        case .profileDeregistered(let reason): self = .profileDeregistered(DeregistrationCause(reason))
        case .serverNotTrusted: self = .serverNotTrusted
        case .notAuthenticated: self = .notLoggedIn
        case .sessionEnded(let reason): self = .sessionEnded(SessionEndCause(reason))
        case .storage(let error): self = .storage(StorageProblem(error))
        case .rejected(let reason): self = .rejected(RefusalReason(reason))
        case .authenticatorNotRegistered: self = .authenticatorNotRegistered
        case .pinAuthenticatorIsPermanent: self = .pinAuthenticatorIsPermanent
        case .browserLoginFailed(let error): self = .browserLoginFailed(reason: BrowserSignInProblem(error))
        case .authorizationCodeRejected: self = .authorizationCodeRejected
        case .customRegistrationFailed: self = .customRegistrationFailed
        case .invalidOneTimeCode: self = .invalidOneTimeCode
        case .notAvailableWithoutProfile: self = .notAvailableWithoutProfile
        case .notEnrolled: self = .notEnrolled
        case .pushRequestExpired: self = .pushRequestExpired
        case .pushRequestNotFound: self = .pushRequestNotFound
        case .contextNotFound: self = .contextNotFound
        case .deviceNotRecognised: self = .deviceNotRecognised
        case .idTokenRejected: self = .serverNotTrusted
        case .deviceAuthorizationDenied: self = .deviceSignInDenied
        case .deviceAuthorizationExpired: self = .deviceCodeExpired
        }
    }
}

extension SignUpProblem {
    init(_ violation: SignUpViolation) {
        switch violation {
        case .fullNameMissing: self = .fullNameMissing
        case .fullNameHasControlCharacters: self = .fullNameHasControlCharacters
        case .fullNameTooLong(let maximum): self = .fullNameTooLong(maximum: maximum)
        case .invalidEmail: self = .invalidEmail
        case .passwordTooShort(let minimum): self = .passwordTooShort(minimum: minimum)
        case .passwordsDoNotMatch: self = .passwordsDoNotMatch
        }
    }
}

extension SessionEndCause {
    init(_ reason: SessionEndReason) {
        switch reason {
        case .invalidGrant: self = .notAccepted
        case .revoked: self = .revoked
        case .reused: self = .refreshTokenReused
        case .expired: self = .lifetimeReached
        }
    }
}

extension DeregistrationCause {
    init(_ reason: DeregistrationReason) {
        switch reason {
        case .tooManyFailedAttempts: self = .tooManyFailedAttempts
        case .unknownToServer: self = .unknownToServer
        case .disconnected: self = .disconnected
        }
    }
}
