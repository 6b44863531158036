/// Why one refresh request failed; the split decides between retrying and ending the session.
package enum RefreshFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// Worth retrying with backoff; the session is kept.
    case transient(TransientRefreshCause)
    /// The refresh token can never work again, so the session is over.
    case terminal(SessionEndReason)

    /// A sentence for people.
    package var description: String {
        switch self {
        case .transient(let cause): "The session could not be refreshed for now: \(cause)"
        case .terminal(let reason): "The session could not be refreshed: \(reason)"
        }
    }
}

/// A failure on the way or on the server's side, not a verdict on the refresh token.
package enum TransientRefreshCause: Equatable, Sendable, CustomStringConvertible {
    /// No response arrived.
    case transport(TransportError)
    /// The server answered with a 5xx status.
    case serverError(status: Int)

    /// A sentence for people.
    package var description: String {
        switch self {
        case .transport(let error): error.description
        case .serverError(let status): "The authentication server failed (status \(status))."
        }
    }
}

/// Why a session ended for good.
package enum SessionEndReason: Equatable, Sendable, CustomStringConvertible {
    /// The server did not recognise the refresh token (OAuth's `invalid_grant`).
    case invalidGrant
    /// The session was revoked, by a logout elsewhere or an administrator.
    case revoked
    /// A rotated refresh token was presented again, so the server revoked the whole token family.
    case reused
    /// The refresh token reached its absolute lifetime.
    case expired

    /// A sentence for people.
    package var description: String {
        switch self {
        case .invalidGrant: "The server no longer accepts this session."
        case .revoked: "The session was revoked."
        case .reused: "A refresh token was used twice, so the session was revoked for safety."
        case .expired: "The session reached its maximum lifetime."
        }
    }
}
