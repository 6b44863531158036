/// Why a sign-in is refused before the password is even checked.
package enum RateLimitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Too many recent failures for this email; sign-in opens again after `retryAfterSeconds`.
    case lockedOut(retryAfterSeconds: Int64)

    /// The sentence shown to the person signing in; it names neither the email nor whether it exists.
    package var description: String {
        switch self {
        case .lockedOut(let seconds):
            "Too many failed sign-in attempts. Try again in \(Self.phrase(forSeconds: seconds))."
        }
    }

    /// Whole minutes, rounded up, once the wait is a minute or more; seconds below that.
    private static func phrase(forSeconds seconds: Int64) -> String {
        if seconds < 60 {
            return seconds == 1 ? "1 second" : "\(max(seconds, 0)) seconds"
        }
        let minutes = seconds / 60 + (seconds % 60 == 0 ? 0 : 1)
        return minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }
}
