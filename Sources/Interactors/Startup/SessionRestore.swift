/// What start-up found: a session to continue, or none (and why one was not usable).
public enum SessionRestore: Equatable, Sendable {
    /// A stored session of `profileId` was valid, or renewed by one silent refresh.
    case restored(profileId: String)
    /// No session could be used; `notice` is a sentence saying why, when a stored one was discarded.
    case noSession(notice: String?)
}
