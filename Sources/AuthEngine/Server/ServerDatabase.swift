/// The token server's storage: its state document and its signing key, with locked transactions.
struct ServerDatabase: Sendable {
    static let stateName = "state.json"
    static let keysName = "keys.json"
    static let lockName = "server"

    let store: SecureFileStore

    /// Reads the state without locking, for answers that change nothing.
    func snapshot() throws(ServerFailure) -> ServerState {
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
        do {
            return try store.update(ServerState.self, named: Self.stateName, default: ServerState(), body)
        } catch {
            switch error {
            case .store(let storeError): throw .storage(storeError)
            case .aborted(let failure): throw failure
            }
        }
    }

    /// Loads the signing key, creating a random 256-bit one on first use.
    func signingKey() throws(ServerFailure) -> SecretBytes {
        // Every start reads the key; only the first one takes the lock and writes.
        do {
            if let keys = try store.read(SigningKeys.self, named: Self.keysName), !keys.accessTokenKey.isEmpty
            {
                return SecretBytes(Base64.decode(keys.accessTokenKey) ?? [])
            }
        } catch {
            throw .storage(error)
        }
        do {
            return try store.update(SigningKeys.self, named: Self.keysName, default: SigningKeys()) { keys in
                if keys.accessTokenKey.isEmpty {
                    keys.accessTokenKey = Base64.encode(SecureRandom.bytes(count: 32))
                }
                return SecretBytes(Base64.decode(keys.accessTokenKey) ?? [])
            }
        } catch {
            switch error {
            case .store(let storeError): throw .storage(storeError)
            }
        }
    }
}

/// The server's secret keys, kept apart from the state so a state dump carries no key.
struct SigningKeys: StoredDocument {
    static let schemaVersion = 1
    var accessTokenKey = ""
}
