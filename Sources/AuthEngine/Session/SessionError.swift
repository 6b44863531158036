/// Why no valid tokens could be handed out.
package enum SessionError: Error, Equatable, Sendable {
    /// Nobody is signed in, or the session was logged out.
    case noSession
    /// A refresh was refused for good; the session is gone and the user must sign in again.
    case sessionEnded(SessionEndReason)
    /// Refreshing kept failing on the way or on the server; the session is kept for a later try.
    case temporarilyUnavailable
    /// The refresh was cancelled by a shutdown before it finished.
    case cancelled
}
