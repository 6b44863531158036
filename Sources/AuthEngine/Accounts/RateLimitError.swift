/// Why a sign-in is refused before the password is even checked.
package enum RateLimitError: Error, Sendable, Equatable {
    /// Too many recent failures for this email; sign-in opens again after `retryAfterSeconds`.
    case lockedOut(retryAfterSeconds: Int64)
}
