import Synchronization

/// The token server's storage: its state document and its signing key, with locked transactions.
struct ServerDatabase: Sendable {
    static let stateName = "state.json"
    static let keysName = "keys.json"
    static let lockName = "server"

    let store: SecureFileStore
    /// The state in memory, for a server process that owns the directory (`ServerAccess.exclusive`):
    /// nobody else writes it, so the copy stays what the disk holds; nil when shared.
    let cache: ServerStateCache?

    init(store: SecureFileStore, cachesState: Bool = false) {
        self.store = store
        cache = cachesState ? ServerStateCache() : nil
    }

    /// Reads the state without locking, for answers that change nothing; from memory when owned.
    func snapshot() throws(ServerFailure) -> ServerState {
        if let cache {
            return try cache.state.withLock { cached throws(ServerFailure) in
                if let cached { return cached }
                let loaded = try readState()
                cached = loaded
                return loaded
            }
        }
        return try readState()
    }

    private func readState() throws(ServerFailure) -> ServerState {
        do {
            return try store.read(ServerState.self, named: Self.stateName) ?? ServerState()
        } catch {
            throw .storage(error)
        }
    }

    /// Runs `body` on the state under the server's exclusive lock and writes the result back.
    ///
    /// If `body` throws, nothing is written: a failed request never leaves half a change behind.
    func transaction<Result>(
        _ body: (inout ServerState) throws(ServerFailure) -> Result
    ) throws(ServerFailure) -> Result {
        if let cache { return try cachedTransaction(cache, body) }
        do {
            return try store.update(ServerState.self, named: Self.stateName, default: ServerState(), body)
        } catch {
            switch error {
            case .store(let storeError): throw .storage(storeError)
            case .aborted(let failure): throw failure
            }
        }
    }

    /// The owner's transaction: the change is written (atomically and durably) before the copy in
    /// memory takes it, so an answer never reports a change the disk could still lose, and a failed
    /// write leaves memory as the disk is.
    private func cachedTransaction<Result>(
        _ cache: ServerStateCache, _ body: (inout ServerState) throws(ServerFailure) -> Result
    ) throws(ServerFailure) -> Result {
        // Writers wait for each other; readers only for the moment the new state is swapped in,
        // never for a write's fsync.
        try cache.writer.withLock { _ throws(ServerFailure) -> Result in
            var state = try snapshot()
            let result = try body(&state)
            do throws(StoreError) {
                try store.write(state, named: Self.stateName)
            } catch {
                cache.state.withLock { $0 = nil }
                throw .storage(error)
            }
            cache.state.withLock { $0 = state }
            return result
        }
    }

    /// Loads the signing key, creating a random 256-bit one on first use.
    ///
    /// A `keys.json` that exists but holds no usable key is `.storage(.corrupt)`, never replaced
    /// here: a silent new key would be invisible (see `TokenServer.init` for how it is replaced).
    func signingKey() throws(ServerFailure) -> SecretBytes {
        // Every start reads the key; only the first one takes the lock and writes.
        do {
            if let keys = try store.read(SigningKeys.self, named: Self.keysName) {
                return try keys.validatedKey()
            }
        } catch {
            throw .storage(error)
        }
        let created: SecretBytes?
        do {
            created = try store.update(SigningKeys.self, named: Self.keysName, default: SigningKeys()) {
                keys in
                // Another process may have made the key since the read above; what it wrote is kept.
                if keys.accessTokenKey.isEmpty {
                    keys.accessTokenKey = Base64.encode(SecureRandom.bytes(count: SigningKeys.keyByteCount))
                }
                return keys.accessTokenKeyBytes
            }
        } catch {
            switch error {
            case .store(let storeError): throw .storage(storeError)
            }
        }
        // A key read back under the lock passed `validate`, and a new one has the right length.
        guard let created else { throw .storage(.corrupt(name: Self.keysName)) }
        return created
    }
}

/// The owner's copy of the state, and the lock that orders the owner's transactions.
final class ServerStateCache: Sendable {
    let state = Mutex<ServerState?>(nil)
    let writer = Mutex<Void>(())
}

/// The server's secret keys, kept apart from the state so a state dump carries no key.
struct SigningKeys: StoredDocument {
    static let schemaVersion = 1
    /// The length of the key this server makes, and the only one it accepts back from the file.
    static let keyByteCount = 32

    var accessTokenKey = ""

    /// The key, when the text is canonical base64 of exactly `keyByteCount` bytes.
    var accessTokenKeyBytes: SecretBytes? {
        SecretBytes(base64: accessTokenKey, byteCount: Self.keyByteCount)
    }

    /// The key of a document read from disk, which `validate` has already checked.
    func validatedKey() throws(StoreError) -> SecretBytes {
        guard let key = accessTokenKeyBytes else { throw .corrupt(name: ServerDatabase.keysName) }
        return key
    }

    /// A key that is empty, not base64, or of another length was not written by this server.
    func validate() throws(DocumentViolation) {
        guard accessTokenKeyBytes != nil else { throw DocumentViolation(field: "accessTokenKey") }
    }
}
