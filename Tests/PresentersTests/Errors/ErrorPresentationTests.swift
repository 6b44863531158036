import Interactors
import TestSupport
import Testing

@testable import Presenters

/// One row of the mapping: an app error and the words a person reads.
struct ErrorRow: Sendable, CustomTestStringConvertible {
    let error: AppError
    let title: String
    let message: String
    let recovery: String?
    let shouldLogout: Bool

    init(
        _ error: AppError, _ title: String, _ message: String, recovery: String? = nil,
        shouldLogout: Bool = false
    ) {
        self.error = error
        self.title = title
        self.message = message
        self.recovery = recovery
        self.shouldLogout = shouldLogout
    }

    var testDescription: String { ErrorPresentationTests.caseName(error) }
}

@Suite("The error mapper: every app error to a title, message, recovery and shouldLogout")
struct ErrorPresentationTests {
    static let rows: [ErrorRow] = [
        ErrorRow(.cancelled, "Cancelled", "Nothing was changed."),
        ErrorRow(
            .alreadyInProgress, "Busy", "Another sign-in or registration is in progress for this profile.",
            recovery: "Finish or cancel it first."),
        ErrorRow(
            .serverUnreachable, "No connection", "The authentication server could not be reached.",
            recovery: "Check the connection and try again."),
        ErrorRow(
            .serverUnavailable, "Server unavailable",
            "The authentication server could not complete the request.",
            recovery: "Try again in a moment."),
        ErrorRow(
            .engineUnavailable(
                .serverData(.fileSystem(.createDirectory, path: "/x/server", errorNumber: 13))),
            "Cannot start",
            "The authentication engine could not start: The authentication server could not open its data: "
                + "cannot create directory \"/x/server\": Permission denied",
            recovery: "Check that the home directory is writable (see --home), then retry."),
        ErrorRow(
            .invalidCredentials, "Sign-in failed", "The email or password is incorrect.",
            recovery: "Check both and try again."),
        ErrorRow(
            .tooManySignInAttempts(retryAfterSeconds: 42), "Too many attempts",
            "Too many failed sign-ins for this email.", recovery: "Try again in 42 seconds."),
        ErrorRow(
            .signUpRejected(.invalidEmail), "Check your details",
            "Enter a valid email address, such as name@example.com."),
        ErrorRow(
            .emailAlreadyRegistered, "Email in use", "An account with this email already exists.",
            recovery: "Sign in with it instead."),
        ErrorRow(
            .registrationExpired, "Registration expired", "The registration took too long and has expired.",
            recovery: "Start the registration again."),
        ErrorRow(
            .profileNotFound, "Unknown profile", "That profile is not registered on this device.",
            recovery: "Choose another profile or register."),
        ErrorRow(
            .profileDeregistered(.tooManyFailedAttempts), "Profile removed",
            "Too many wrong PIN attempts: the profile was deregistered and removed from this device.",
            shouldLogout: true),
        ErrorRow(
            .serverNotTrusted, "Untrusted answer",
            "The server's answer could not be verified; nothing was changed.",
            recovery: "Try again. If it keeps happening, the server may be impersonated."),
        ErrorRow(
            .notLoggedIn, "Not logged in", "You are not logged in.", recovery: "Log in again.",
            shouldLogout: true),
        ErrorRow(
            .sessionEnded(.revoked), "Session ended", "The session was revoked.", recovery: "Log in again.",
            shouldLogout: true),
        ErrorRow(
            .storage(.corrupt(document: "profiles")), "Storage problem",
            "This device's data could not be read or written: "
                + "document \"profiles\" is corrupt or truncated; remove it or restore it from a backup",
            recovery: "Check the home directory's permissions and free space."),
        ErrorRow(
            .rejected(.pinConfirmationRequired), "Refused",
            "Confirm with the current PIN first, then try again."),
        ErrorRow(
            .authenticatorNotRegistered, "Not registered",
            "That authenticator is not registered for this profile."),
        ErrorRow(
            .pinAuthenticatorIsPermanent, "PIN is permanent", "The PIN is always registered.",
            recovery: "Change it instead."),
        ErrorRow(
            .browserLoginFailed(reason: .missingCode), "Redirect refused",
            "The redirect carries no authorization code.",
            recovery: "Choose \"browser\" to start a new sign-in."),
        ErrorRow(
            .loopbackUnavailable, "Browser sign-in unavailable",
            "No loopback port could be opened for the browser to come back to.",
            recovery: "Choose \"device\" to sign in with a code instead."),
        ErrorRow(
            .deviceSignInDenied, "Sign-in denied",
            "The sign-in was denied on the page where the code was entered.",
            recovery: "Choose \"device\" to get a new code."),
        ErrorRow(
            .deviceCodeExpired, "Code expired", "The code expired before the sign-in was approved.",
            recovery: "Choose \"device\" to get a new code."),
        ErrorRow(
            .authorizationCodeRejected, "Browser sign-in failed", "The authorization code was refused.",
            recovery: "Start the registration again."),
        ErrorRow(
            .customRegistrationFailed, "Registration failed", "The code was answered wrongly too many times.",
            recovery: "Start the registration again."),
        ErrorRow(
            .invalidOneTimeCode, "Invalid code",
            "This registration code is not valid, was already used, or has expired.",
            recovery: "Ask for a new code."),
        ErrorRow(
            .notAvailableWithoutProfile, "Needs a profile",
            "This is not available in a session without a profile.",
            recovery: "Register this device first."),
        ErrorRow(
            .notEnrolled, "Not enrolled", "This profile is not enrolled for mobile authentication or push.",
            recovery: "Enroll from the dashboard first."),
        ErrorRow(.pushRequestExpired, "Request expired", "The request expired before it was answered."),
        ErrorRow(
            .pushRequestNotFound, "Request gone", "The request no longer exists or was already answered."),
        ErrorRow(.contextNotFound, "Unknown role", "The account has no such role or school."),
        ErrorRow(
            .deviceNotRecognised, "Device not recognised",
            "This device could not be authenticated with the server.",
            recovery: "Register this device again.", shouldLogout: true),
    ]

    /// The case's name; a new `AppError` case does not compile here until it is named, and then
    /// `everyCaseHasARow` fails until `rows` has it.
    static func caseName(_ error: AppError) -> String {
        switch error {
        case .cancelled: "cancelled"
        case .alreadyInProgress: "alreadyInProgress"
        case .serverUnreachable: "serverUnreachable"
        case .serverUnavailable: "serverUnavailable"
        case .engineUnavailable: "engineUnavailable"
        case .invalidCredentials: "invalidCredentials"
        case .tooManySignInAttempts: "tooManySignInAttempts"
        case .signUpRejected: "signUpRejected"
        case .emailAlreadyRegistered: "emailAlreadyRegistered"
        case .registrationExpired: "registrationExpired"
        case .profileNotFound: "profileNotFound"
        case .profileDeregistered: "profileDeregistered"
        case .serverNotTrusted: "serverNotTrusted"
        case .notLoggedIn: "notLoggedIn"
        case .sessionEnded: "sessionEnded"
        case .storage: "storage"
        case .rejected: "rejected"
        case .authenticatorNotRegistered: "authenticatorNotRegistered"
        case .pinAuthenticatorIsPermanent: "pinAuthenticatorIsPermanent"
        case .browserLoginFailed: "browserLoginFailed"
        case .loopbackUnavailable: "loopbackUnavailable"
        case .deviceSignInDenied: "deviceSignInDenied"
        case .deviceCodeExpired: "deviceCodeExpired"
        case .authorizationCodeRejected: "authorizationCodeRejected"
        case .customRegistrationFailed: "customRegistrationFailed"
        case .invalidOneTimeCode: "invalidOneTimeCode"
        case .notAvailableWithoutProfile: "notAvailableWithoutProfile"
        case .notEnrolled: "notEnrolled"
        case .pushRequestExpired: "pushRequestExpired"
        case .pushRequestNotFound: "pushRequestNotFound"
        case .contextNotFound: "contextNotFound"
        case .deviceNotRecognised: "deviceNotRecognised"
        }
    }

    static let allCaseNames: Set<String> = [
        "cancelled", "alreadyInProgress", "serverUnreachable", "serverUnavailable", "engineUnavailable",
        "invalidCredentials", "tooManySignInAttempts", "signUpRejected", "emailAlreadyRegistered",
        "registrationExpired", "profileNotFound", "profileDeregistered", "serverNotTrusted", "notLoggedIn",
        "sessionEnded", "storage", "rejected", "authenticatorNotRegistered", "pinAuthenticatorIsPermanent",
        "browserLoginFailed", "loopbackUnavailable", "deviceSignInDenied", "deviceCodeExpired",
        "authorizationCodeRejected", "customRegistrationFailed", "invalidOneTimeCode",
        "notAvailableWithoutProfile", "notEnrolled", "pushRequestExpired", "pushRequestNotFound",
        "contextNotFound", "deviceNotRecognised",
    ]

    @Test("each app error reads as its row says", arguments: rows)
    func maps(row: ErrorRow) {
        let presentation = ErrorPresentation(row.error)
        #expect(presentation.title == row.title)
        #expect(presentation.message == row.message)
        #expect(presentation.recovery == row.recovery)
        #expect(presentation.shouldLogout == row.shouldLogout)
    }

    @Test("every case of AppError has exactly one row")
    func everyCaseHasARow() {
        let named = Self.rows.map { Self.caseName($0.error) }
        #expect(Set(named) == Self.allCaseNames)
        #expect(named.count == Self.allCaseNames.count)
    }

    @Test("only errors that leave no usable session log out")
    func logoutCases() {
        let loggingOut = Set(Self.rows.filter(\.shouldLogout).map { Self.caseName($0.error) })
        #expect(loggingOut == ["profileDeregistered", "notLoggedIn", "sessionEnded", "deviceNotRecognised"])
    }

    @Test("the lines a view prints: title and message, then the recovery")
    func lines() {
        #expect(
            ErrorPresentation(.invalidCredentials).lines == [
                "Sign-in failed: The email or password is incorrect.", "Check both and try again.",
            ])
        #expect(ErrorPresentation(.cancelled).lines == ["Cancelled: Nothing was changed."])
    }

    @Test(
        "each sign-up rule has its own sentence",
        arguments: [
            (SignUpProblem.fullNameMissing, "Enter your full name."),
            (
                .fullNameHasControlCharacters,
                "The full name cannot contain control characters, such as tab or escape, "
                    + "or characters that reverse the text's direction."
            ),
            (.fullNameTooLong(maximum: 100), "The full name can be at most 100 characters long."),
            (.invalidEmail, "Enter a valid email address, such as name@example.com."),
            (.passwordTooShort(minimum: 8), "The password must be at least 8 characters long."),
            (.passwordsDoNotMatch, "The passwords do not match."),
        ])
    func signUpProblem(problem: SignUpProblem, sentence: String) {
        #expect(SignUpProblemText.message(for: problem) == sentence)
        #expect(ErrorPresentation(.signUpRejected(problem)).message == sentence)
    }

    @Test(
        "each way a session ends has its own sentence",
        arguments: [
            (SessionEndCause.notAccepted, "The server no longer accepts this session."),
            (.revoked, "The session was revoked."),
            (.refreshTokenReused, "A refresh token was used twice, so the session was revoked for safety."),
            (.lifetimeReached, "The session reached its maximum lifetime."),
        ])
    func sessionEnd(cause: SessionEndCause, sentence: String) {
        #expect(ErrorPresentation(.sessionEnded(cause)).message == sentence)
    }

    @Test(
        "each reason a profile was removed has its own sentence",
        arguments: [
            (
                DeregistrationCause.tooManyFailedAttempts,
                "Too many wrong PIN attempts: the profile was deregistered and removed from this device."
            ),
            (.unknownToServer, "The server no longer knows this profile; it was removed from this device."),
            (.disconnected, "The profile was disconnected and removed from this device."),
        ])
    func deregistration(cause: DeregistrationCause, sentence: String) {
        #expect(ErrorPresentation(.profileDeregistered(cause)).message == sentence)
    }

    @Test(
        "each discarded stored session has its own notice",
        arguments: [
            (
                SessionDiscard.unreadable,
                "The saved session could not be read and was cleared. Please log in."
            ),
            (.expired, "Your session has expired. Please log in."),
            (.serverUnavailable, "The server could not be reached to renew your session. Please log in."),
        ])
    func discardNotice(discard: SessionDiscard, sentence: String) {
        #expect(SessionText.notice(for: discard) == sentence)
    }
}
