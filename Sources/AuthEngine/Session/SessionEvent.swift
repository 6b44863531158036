/// Something that happened to the session; carries reasons, never tokens.
package enum SessionEvent: Equatable, Sendable, CustomStringConvertible {
    /// New tokens replaced the old ones.
    case refreshSucceeded
    /// A refresh failed after its retries (transient) or at once (terminal).
    case refreshFailed(RefreshFailure)
    /// The session ended for good and the user must sign in again; follows a terminal `refreshFailed`.
    case sessionExpired(SessionEndReason)
    /// The session was cleared on request.
    case loggedOut

    /// A sentence for traces.
    package var description: String {
        switch self {
        case .refreshSucceeded: "Session refreshed."
        case .refreshFailed(let failure): failure.description
        case .sessionExpired(let reason): "Session expired. \(reason)"
        case .loggedOut: "Logged out."
        }
    }
}
