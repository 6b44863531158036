/// What the coordinator knows about the session.
package enum SessionState: Equatable, Sendable {
    /// Nobody is signed in, or the session was logged out.
    case absent
    /// Signed in with these tokens.
    case active(SessionTokens)
    /// A refresh was refused for good; kept (rather than `absent`) so callers learn why.
    case ended(SessionEndReason)
}
