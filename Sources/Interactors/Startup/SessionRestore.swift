/// What start-up found: a session to continue, or none (and why one was not usable).
package enum SessionRestore: Equatable, Sendable {
    /// A stored session of the profile was valid, or renewed by one silent refresh.
    case restored(ProfileID)
    /// No session could be used; `discarded` says why, when a stored one was discarded.
    case noSession(discarded: SessionDiscard?)
}

/// What start-up did: the session it restored (or why none), and the profiles it removed because
/// the server no longer knew them.
package struct StartupOutcome: Equatable, Sendable {
    /// The session restored, or why there is none.
    package let restore: SessionRestore
    /// The profiles removed from this device at this start, each to be said once.
    package let removedProfiles: [ProfileRemoval]

    /// Creates an outcome; nothing removed unless given.
    package init(_ restore: SessionRestore, removedProfiles: [ProfileRemoval] = []) {
        self.restore = restore
        self.removedProfiles = removedProfiles
    }
}

/// Why a stored session was not restored at start-up.
package enum SessionDiscard: Equatable, Sendable {
    /// Its items were missing, partial or unreadable, and were wiped.
    case unreadable
    /// It had expired and could not be refreshed.
    case expired
    /// The server could not be reached to renew it; it was kept for next time.
    case serverUnavailable
}
