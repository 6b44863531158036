import Interactors

/// An error as a person reads it: what happened, why, what to do, and whether the session must end.
package struct ErrorPresentation: Equatable, Sendable {
    /// A few words, such as `Wrong email or password`.
    package let title: String
    /// One or two sentences on what happened.
    package let message: String
    /// What the person can do next, when there is something.
    package let recovery: String?
    /// True when the session can no longer be used: the presenter logs out and goes to Welcome.
    package let shouldLogout: Bool

    /// Creates a presentation.
    package init(title: String, message: String, recovery: String? = nil, shouldLogout: Bool = false) {
        self.title = title
        self.message = message
        self.recovery = recovery
        self.shouldLogout = shouldLogout
    }

    /// The title, message and recovery as the lines a view prints.
    package var lines: [String] {
        ["\(title): \(message)"] + (recovery.map { [$0] } ?? [])
    }
}

extension ErrorPresentation {
    /// The one mapping from the app's typed errors to words; `ErrorPresentationTests` has a case
    /// for each.
    package init(_ error: AppError) {
        switch error {
        case .cancelled:
            self.init(title: "Cancelled", message: "Nothing was changed.")
        case .alreadyInProgress:
            self.init(
                title: "Busy", message: "Another sign-in or registration is in progress for this profile.",
                recovery: "Finish or cancel it first.")
        case .serverUnreachable:
            self.init(
                title: "No connection", message: "The authentication server could not be reached.",
                recovery: "Check the connection and try again.")
        case .serverUnavailable:
            self.init(
                title: "Server unavailable",
                message: "The authentication server could not complete the request.",
                recovery: "Try again in a moment.")
        case .engineUnavailable(let problem):
            let ownedByServer = if case .ownedByServer = problem { true } else { false }
            self.init(
                title: "Cannot start",
                message: "The authentication engine could not start: \(StorageText.engineStart(problem))",
                recovery: ownedByServer
                    ? "Start again with --server, or stop that server, then retry."
                    : "Check that the home directory is writable (see --home), then retry.")
        case .invalidCredentials:
            self.init(
                title: "Sign-in failed", message: "The email or password is incorrect.",
                recovery: "Check both and try again.")
        case .tooManySignInAttempts(let seconds):
            self.init(
                title: "Too many attempts", message: "Too many failed sign-ins for this email.",
                recovery: "Try again in \(seconds) seconds.")
        case .signUpRejected(let problem):
            self.init(title: "Check your details", message: SignUpProblemText.message(for: problem))
        case .emailAlreadyRegistered:
            self.init(
                title: "Email in use", message: "An account with this email already exists.",
                recovery: "Sign in with it instead.")
        case .registrationExpired:
            self.init(
                title: "Registration expired", message: "The registration took too long and has expired.",
                recovery: "Start the registration again.")
        case .profileNotFound:
            self.init(
                title: "Unknown profile", message: "That profile is not registered on this device.",
                recovery: "Choose another profile or register.")
        case .profileDeregistered(let cause):
            self.init(
                title: "Profile removed", message: DeregistrationText.message(for: cause), shouldLogout: true)
        case .serverNotTrusted:
            self.init(
                title: "Untrusted answer",
                message: "The server's answer could not be verified; nothing was changed.",
                recovery: "Try again. If it keeps happening, the server may be impersonated.")
        case .notLoggedIn:
            self.init(
                title: "Not logged in", message: "You are not logged in.", recovery: "Log in again.",
                shouldLogout: true)
        case .sessionEnded(let cause):
            self.init(
                title: "Session ended", message: SessionText.ended(cause), recovery: "Log in again.",
                shouldLogout: true)
        case .storage(let problem):
            self.init(
                title: "Storage problem", message: StorageText.deviceData(problem),
                recovery: "Check the home directory's permissions and free space.")
        case .rejected(let reason):
            self.init(title: "Refused", message: RefusalText.message(for: reason))
        case .authenticatorNotRegistered:
            self.init(
                title: "Not registered", message: "That authenticator is not registered for this profile.")
        case .pinAuthenticatorIsPermanent:
            self.init(
                title: "PIN is permanent", message: "The PIN is always registered.",
                recovery: "Change it instead.")
        case .browserLoginFailed(let reason):
            self = BrowserSignInText.presentation(for: reason)
        case .loopbackUnavailable:
            self.init(
                title: "Browser sign-in unavailable",
                message: "No loopback port could be opened for the browser to come back to.",
                recovery: "Choose \"device\" to sign in with a code instead.")
        case .deviceSignInDenied:
            self.init(
                title: "Sign-in denied",
                message: "The sign-in was denied on the page where the code was entered.",
                recovery: "Choose \"device\" to get a new code.")
        case .deviceCodeExpired:
            self.init(
                title: "Code expired", message: "The code expired before the sign-in was approved.",
                recovery: "Choose \"device\" to get a new code.")
        case .authorizationCodeRejected:
            self.init(
                title: "Browser sign-in failed", message: "The authorization code was refused.",
                recovery: "Start the registration again.")
        case .customRegistrationFailed:
            self.init(
                title: "Registration failed", message: "The code was answered wrongly too many times.",
                recovery: "Start the registration again.")
        case .invalidOneTimeCode:
            self.init(
                title: "Invalid code",
                message: "This registration code is not valid, was already used, or has expired.",
                recovery: "Ask for a new code.")
        case .notAvailableWithoutProfile:
            self.init(
                title: "Needs a profile", message: "This is not available in a session without a profile.",
                recovery: "Register this device first.")
        case .notEnrolled:
            self.init(
                title: "Not enrolled",
                message: "This profile is not enrolled for mobile authentication or push.",
                recovery: "Enroll from the dashboard first.")
        case .pushRequestExpired:
            self.init(title: "Request expired", message: "The request expired before it was answered.")
        case .pushRequestNotFound:
            self.init(title: "Request gone", message: "The request no longer exists or was already answered.")
        case .contextNotFound:
            self.init(title: "Unknown role", message: "The account has no such role or school.")
        case .deviceNotRecognised:
            self.init(
                title: "Device not recognised",
                message: "This device could not be authenticated with the server.",
                recovery: "Register this device again.", shouldLogout: true)
        }
    }
}

/// The sentence for each sign-up rule.
package enum SignUpProblemText {
    /// What to fix for `problem`.
    package static func message(for problem: SignUpProblem) -> String {
        switch problem {
        case .fullNameMissing: "Enter your full name."
        case .fullNameHasControlCharacters:
            "The full name cannot contain control characters, such as tab or escape, "
                + "or characters that reverse the text's direction."
        case .fullNameTooLong(let maximum): "The full name can be at most \(maximum) characters long."
        case .invalidEmail: "Enter a valid email address, such as name@example.com."
        case .passwordTooShort(let minimum): "The password must be at least \(minimum) characters long."
        case .passwordsDoNotMatch: "The passwords do not match."
        }
    }
}

/// The sentence for each reason a profile was removed.
package enum DeregistrationText {
    /// Why the profile is gone, for `cause`.
    package static func message(for cause: DeregistrationCause) -> String {
        switch cause {
        case .tooManyFailedAttempts:
            "Too many wrong PIN attempts: the profile was deregistered and removed from this device."
        case .unknownToServer: "The server no longer knows this profile; it was removed from this device."
        case .disconnected: "The profile was disconnected and removed from this device."
        }
    }
}
