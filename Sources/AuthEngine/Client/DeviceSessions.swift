/// A profile's session on this device: its three items (token, user, context) committed together as
/// one document, `session-<profile>.json`, by the store's atomic write, so a crash or `kill -9` at
/// any instant leaves the old complete session or the new one.
///
/// Releases before this one kept the items as three files written one after another; a home they
/// wrote is read once in that layout and moved into the document (`LegacySessionItem`).
extension DeviceStore {
    /// The document holding a profile's session.
    static func sessionName(_ profileId: String) -> String { DeviceDocuments.session.name(for: profileId) }

    /// The lock every change to any profile's session holds. One for all: a lock file is never
    /// removed (that could split the lock), so per-profile ones would outlive the profiles they
    /// name; and session changes are few and quick.
    static let sessionsLockName = "sessions"

    /// Commits the session as one document, replacing the previous one whole.
    package func saveSession(_ session: StoredSession, profileId: String) throws(AuthError) {
        try withSessionLock(profileId) { () throws(StoreError) in
            try store.write(session, named: Self.sessionName(profileId))
            // Old items are left only by a move killed after it wrote the document; removed, they
            // can never be read back (say, once the document has been set aside as corrupt).
            try removeLegacyItems(of: profileId)
        }
    }

    /// The stored session, or nil when there is none. A document that cannot be read, or old items
    /// that are partial or unreadable, are an error: the caller wipes them and says so.
    package func session(profileId: String) throws(SessionReadFailure) -> StoredSession? {
        // No lock: the document is replaced by a rename, so a read sees one whole version.
        do {
            if let session = try store.read(StoredSession.self, named: Self.sessionName(profileId)) {
                return session
            }
        } catch {
            throw .unreadable
        }
        return try legacySession(of: profileId)
    }

    /// Removes the session in either layout.
    package func clearSession(profileId: String) throws(AuthError) {
        try withSessionLock(profileId) { () throws(StoreError) in
            // Old items first: a kill between the two steps must not leave them to be read as a session.
            try removeLegacyItems(of: profileId)
            try store.remove(named: Self.sessionName(profileId))
        }
    }

    /// Runs `body` holding the sessions lock (`sessionsLockName`).
    func withSessionLock(
        _ profileId: String, _ body: () throws(StoreError) -> Void
    ) throws(AuthError) {
        do {
            try store.withExclusiveLock(named: Self.sessionsLockName, body)
        } catch {
            switch error {
            case .store(let storeError), .aborted(let storeError): throw .storage(storeError)
            }
        }
    }

    // MARK: The layout of earlier releases

    /// Reads the old items and, when they are a complete session, moves them into the document under
    /// the sessions lock, so a save, a logout or another process moving them at the same moment
    /// never loses a newer session nor brings a cleared one back.
    private func legacySession(of profileId: String) throws(SessionReadFailure) -> StoredSession? {
        // Checked without the lock first: almost always there are none, and reads stay lock-free.
        let unlocked = readLegacyItems(of: profileId)
        if case .absent = unlocked { return nil }
        let name = Self.sessionName(profileId)
        do {
            return try store.withExclusiveLock(named: Self.sessionsLockName) {
                () throws(SessionReadFailure) in
                do {
                    // Moved or saved by another process between the two reads.
                    if let session = try store.read(StoredSession.self, named: name) { return session }
                } catch {
                    throw .unreadable
                }
                let session = try readLegacyItems(of: profileId).session()
                if let session {
                    // If the move fails the old items stay as they are, to be moved by a later read.
                    do {
                        try store.write(session, named: name)
                        try removeLegacyItems(of: profileId)
                    } catch {}
                }
                return session
            }
        } catch {
            switch error {
            case .aborted(let failure): throw failure
            // No lock to be had (a home this user may only read): the session is still readable.
            case .store: return try unlocked.session()
            }
        }
    }

    private func readLegacyItems(of profileId: String) -> LegacySessionItems {
        do {
            let tokens = try store.read(
                LegacySessionItem.Tokens.self, named: LegacySessionItem.token.name(profileId))
            let user = try store.read(
                LegacySessionItem.User.self, named: LegacySessionItem.user.name(profileId))
            let context = try store.read(
                LegacySessionItem.Context.self, named: LegacySessionItem.context.name(profileId))
            switch (tokens, user, context) {
            case (nil, nil, nil): return .absent
            case (let tokens?, let user?, let context?):
                return .complete(
                    StoredSession(tokens: tokens.tokens, user: user.user, context: context.context))
            default: return .partial
            }
        } catch {
            return .unreadable
        }
    }

    private func removeLegacyItems(of profileId: String) throws(StoreError) {
        for item in LegacySessionItem.allCases {
            try store.remove(named: item.name(profileId))
        }
    }
}

/// Why a stored session could not be restored.
package enum SessionReadFailure: Error {
    /// Some of the old layout's three items are missing.
    case incomplete
    /// The document, or one of the old items, is not a readable session.
    case unreadable
}

/// A session as kept on the device between runs: the three items of DESIGN.md §3 as the members
/// of one document.
package struct StoredSession: StoredDocument, Equatable {
    /// Version 1 is the first single-document layout; the three-file layout before it had no
    /// version of its own (each item had 1).
    package static let schemaVersion = 1

    var tokens: TokenBundle
    var user: UserInfo
    var context: ActiveContext
    /// The refresh token the last refresh rotated away: spent, so it can only trip the server's
    /// reuse detection, which is what `simulate stolen-refresh-token` presents it for. Kept beside
    /// the live refresh token, which is worth more to anyone who can read this file, and removed
    /// with the session. Absent until the session's first refresh (and in earlier releases' files).
    var rotatedRefreshToken: String? = nil
    /// True from the moment a logout starts until the session is cleared here, so a logout cut
    /// short (a crash between the server's answer and the clear) is finished by the next
    /// `reconcile()` or restore rather than brought back; absent otherwise.
    var logoutRequested: Bool? = nil
}

/// The three files a session was kept in by earlier releases, each written on its own.
enum LegacySessionItem: String, CaseIterable {
    case token
    case user
    case context

    func name(_ profileId: String) -> String { DeviceDocuments.legacySessionItem(self).name(for: profileId) }

    /// What the item's file decodes as.
    var documentType: any StoredDocument.Type {
        switch self {
        case .token: Tokens.self
        case .user: User.self
        case .context: Context.self
        }
    }

    struct Tokens: StoredDocument {
        static let schemaVersion = 1
        var tokens: TokenBundle
    }

    struct User: StoredDocument {
        static let schemaVersion = 1
        var user: UserInfo
    }

    struct Context: StoredDocument {
        static let schemaVersion = 1
        var context: ActiveContext
    }
}

/// What the old layout's files hold for one profile.
private enum LegacySessionItems {
    case absent
    case complete(StoredSession)
    case partial
    case unreadable

    func session() throws(SessionReadFailure) -> StoredSession? {
        switch self {
        case .absent: nil
        case .complete(let session): session
        case .partial: throw .incomplete
        case .unreadable: throw .unreadable
        }
    }
}
