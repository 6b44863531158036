/// Something that happened to the session; carries reasons, never tokens.
package enum SessionEvent: Equatable, Sendable {
    /// New tokens replaced the old ones.
    case refreshSucceeded
    /// A refresh failed after its retries (transient) or at once (terminal).
    case refreshFailed(RefreshFailure)
    /// The session ended for good and the user must sign in again; follows a terminal `refreshFailed`.
    case sessionExpired(SessionEndReason)
    /// The session was cleared on request.
    case loggedOut
}
