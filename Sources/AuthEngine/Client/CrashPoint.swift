import Glibc

/// An operation that changes both halves, the server's and this device's, one after the other.
///
/// Each is a row of the crash-consistency table in docs/ENGINE.md; its raw value is what
/// `VIPER_AUTH_CRASH_AFTER` names to stop the process between the two halves.
enum TwoHalfOperation: String, CaseIterable, Sendable {
    /// `POST /v1/registrations`, then the profile and session stored here.
    case registration
    /// `POST /v1/devices/deregister`, then the profile wiped here.
    case disconnect
    /// The last wrong PIN deregisters the profile on the server, then it is wiped here.
    case pinAttemptsDeregistration = "pin-attempts"
    /// `POST /v1/auth/pin`, then the profile's PIN length updated here.
    case changePin = "change-pin"
    /// `POST /v1/authenticators`, then the authenticator listed here.
    case authenticatorRegistration = "authenticator-registration"
    /// `POST /v1/authenticators/remove`, then the authenticator and its key removed here.
    case authenticatorRemoval = "authenticator-removal"
    /// `POST /v1/auth/logout`, then the session cleared here.
    case logout
    /// `POST /v1/enrollments/mobile-auth`; nothing is written here after it.
    case mobileAuthEnrollment = "mobile-auth-enrollment"
    /// `POST /v1/enrollments/push`; nothing is written here after it.
    case pushEnrollment = "push-enrollment"
}

/// A fault point for tests only: stops the process right after the server answered an operation
/// and before this device wrote its half, as a `kill -9` at that instant would.
///
/// Armed only by the environment variable `VIPER_AUTH_CRASH_AFTER` naming a `TwoHalfOperation`,
/// read here and nowhere else, once per process; unset (or naming nothing) it does nothing. No
/// option, prompt or command reaches it. The end-to-end tests (`CrashBetweenHalvesTests`) set it
/// to check that the next start repairs each operation.
enum CrashPoint {
    /// The variable that arms the point (test-only).
    static let variable = "VIPER_AUTH_CRASH_AFTER"
    /// The status the process exits with when the point stops it.
    static let exitStatus: Int32 = 86

    private static let armed: TwoHalfOperation? = getenv(variable).flatMap {
        TwoHalfOperation(rawValue: String(cString: $0))
    }

    /// Ends the process at once (no clean-up, no buffered output) when the point is armed for
    /// `operation`; the server has answered it and this device has not written its half.
    static func serverAnswered(_ operation: TwoHalfOperation) {
        guard armed == operation else { return }
        _exit(exitStatus)
    }
}
