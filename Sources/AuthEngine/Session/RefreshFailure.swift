/// Why one refresh request failed; the split decides between retrying and ending the session.
package enum RefreshFailure: Error, Equatable, Sendable {
    /// Worth retrying with backoff; the session is kept.
    case transient(TransientRefreshCause)
    /// The refresh token can never work again, so the session is over.
    case terminal(SessionEndReason)
}

/// A failure on the way or on the server's side, not a verdict on the refresh token.
package enum TransientRefreshCause: Equatable, Sendable {
    /// No response arrived.
    case transport(TransportError)
    /// The server answered with a 5xx status.
    case serverError(status: Int)
}

/// Why a session ended for good.
package enum SessionEndReason: Equatable, Sendable {
    /// The server did not recognise the refresh token (OAuth's `invalid_grant`).
    case invalidGrant
    /// The session was revoked, by a logout elsewhere or an administrator.
    case revoked
    /// A rotated refresh token was presented again, so the server revoked the whole token family.
    case reused
    /// The refresh token reached its absolute lifetime.
    case expired
}
