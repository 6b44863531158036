import Interactors

/// The sentences for how a session ended or why a stored one was not restored.
package enum SessionText {
    /// Why the server ended the session.
    package static func ended(_ cause: SessionEndCause) -> String {
        switch cause {
        case .notAccepted: "The server no longer accepts this session."
        case .revoked: "The session was revoked."
        case .refreshTokenReused: "A refresh token was used twice, so the session was revoked for safety."
        case .lifetimeReached: "The session reached its maximum lifetime."
        }
    }

    /// The notice Welcome shows when start-up discarded a stored session.
    package static func notice(for discard: SessionDiscard) -> String {
        switch discard {
        case .unreadable: "The saved session could not be read and was cleared. Please log in."
        case .expired: "Your session has expired. Please log in."
        case .serverUnavailable: "The server could not be reached to renew your session. Please log in."
        }
    }
}
