/// Why the token server refused a request; each case has one status and one wire code.
enum ServerFailure: Error, Sendable {
    case malformedRequest(String)
    case routeNotFound
    case invalidCredentials
    case rateLimited(retryAfterSeconds: Int64)
    case emailAlreadyRegistered
    case signUpRejected(SignUpViolation)
    case invalidTicket
    case unknownProfile
    case invalidAuthenticatorAnswer(failedAttempts: Int, maxAttempts: Int)
    case profileDeregistered
    case authenticatorNotRegistered
    case invalidAccessToken
    case invalidGrant(RefreshRejection)
    case authorizationFailed(String)
    case wrongCustomAnswer(failedAnswers: Int, maxAnswers: Int)
    case pushRequestNotFound
    case pushRequestExpired
    case notEnrolled
    case contextNotFound
    case statelessSessionRefused
    case pinConfirmationRequired
    case deviceNotAuthenticated
    case storage(StoreError)

    var status: Int {
        switch self {
        case .malformedRequest, .authorizationFailed: 400
        case .invalidCredentials, .invalidTicket, .invalidAuthenticatorAnswer, .invalidAccessToken,
            .wrongCustomAnswer, .deviceNotAuthenticated:
            401
        case .notEnrolled, .statelessSessionRefused, .pinConfirmationRequired: 403
        case .routeNotFound, .unknownProfile, .pushRequestNotFound, .contextNotFound,
            .authenticatorNotRegistered:
            404
        case .emailAlreadyRegistered: 409
        case .profileDeregistered, .pushRequestExpired: 410
        case .signUpRejected: 422
        case .invalidGrant: 400
        case .rateLimited: 429
        case .storage: 503
        }
    }

    var body: ServerErrorBody {
        switch self {
        case .malformedRequest(let detail): ServerErrorBody(code: .malformedRequest, message: detail)
        case .routeNotFound: ServerErrorBody(code: .routeNotFound, message: "No such route.")
        case .invalidCredentials:
            // One message for unknown email and wrong password: the answer must not reveal accounts.
            ServerErrorBody(code: .invalidCredentials, message: "The email or password is incorrect.")
        case .rateLimited(let seconds):
            ServerErrorBody(
                code: .rateLimited, message: "Too many failed sign-ins.", retryAfterSeconds: seconds)
        case .emailAlreadyRegistered:
            ServerErrorBody(code: .emailAlreadyRegistered, message: "An account with this email exists.")
        case .signUpRejected(let violation):
            ServerErrorBody(
                code: .signUpRejected, message: Self.message(for: violation), reason: violation.wireReason)
        case .invalidTicket:
            ServerErrorBody(code: .invalidTicket, message: "The registration has expired; start again.")
        case .unknownProfile:
            ServerErrorBody(code: .unknownProfile, message: "The profile is not registered.")
        case .invalidAuthenticatorAnswer(let failed, let maximum):
            ServerErrorBody(
                code: .invalidAuthenticatorAnswer, message: "The PIN is incorrect.",
                failedAttempts: failed, maxAttempts: maximum)
        case .profileDeregistered:
            ServerErrorBody(
                code: .profileDeregistered, message: "Too many failed attempts: the profile was deregistered."
            )
        case .authenticatorNotRegistered:
            ServerErrorBody(
                code: .authenticatorNotRegistered, message: "That authenticator is not registered.")
        case .invalidAccessToken:
            ServerErrorBody(code: .invalidAccessToken, message: "The access token is invalid or expired.")
        case .invalidGrant(let rejection):
            ServerErrorBody(code: .invalidGrant, message: rejection.description, reason: rejection.rawValue)
        case .authorizationFailed(let detail): ServerErrorBody(code: .authorizationFailed, message: detail)
        case .wrongCustomAnswer(let failed, let maximum):
            ServerErrorBody(
                code: .wrongCustomAnswer, message: "The answer is not correct.", failedAttempts: failed,
                maxAttempts: maximum)
        case .pushRequestNotFound:
            ServerErrorBody(code: .pushRequestNotFound, message: "No such pending request.")
        case .pushRequestExpired:
            ServerErrorBody(code: .pushRequestExpired, message: "The request has expired.")
        case .notEnrolled: ServerErrorBody(code: .notEnrolled, message: "The profile is not enrolled.")
        case .contextNotFound: ServerErrorBody(code: .contextNotFound, message: "No such role or school.")
        case .statelessSessionRefused:
            ServerErrorBody(
                code: .statelessSessionRefused, message: "Not available in a session without a profile.")
        case .pinConfirmationRequired:
            ServerErrorBody(
                code: .pinConfirmationRequired, message: "Confirm with the current PIN first, then try again."
            )
        case .deviceNotAuthenticated:
            ServerErrorBody(code: .deviceNotAuthenticated, message: "This device could not be authenticated.")
        case .storage:
            // The store's own message names paths; the client only needs to know it may retry.
            ServerErrorBody(code: .storageUnavailable, message: "The server's storage is unavailable.")
        }
    }

    /// The `sign_up_rejected` answer's message, for someone reading the body with curl; the
    /// engine's client reads only its `reason`, and the app words the rule itself.
    private static func message(for violation: SignUpViolation) -> String {
        switch violation {
        case .fullNameMissing: "Enter your full name."
        case .fullNameHasControlCharacters:
            "The full name cannot contain control characters (such as tab, escape or a line break) "
                + "or bidirectional formatting characters."
        case .fullNameTooLong(let maximum): "The full name can be at most \(maximum) characters long."
        case .invalidEmail: "Enter a valid email address, such as name@example.com."
        case .passwordTooShort(let minimum): "The password must be at least \(minimum) characters long."
        case .passwordsDoNotMatch: "The passwords do not match."
        }
    }
}
