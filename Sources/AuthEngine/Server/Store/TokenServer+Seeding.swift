/// Filling a home quickly, for the benchmark and load tests: accounts written through the store
/// directly, without deriving a password for each.
extension TokenServer {
    /// Adds `accounts` accounts (`user<n>@<domain>`, all with one password record derived once) and
    /// `sessions` signed-in sessions of the first of them, in transactions of a few thousand
    /// records; returns the sessions' refresh tokens.
    package func seedForMeasurement(
        accounts: Int, sessions: Int, domain: String = "bench.example"
    ) throws(ServerStartError) -> [String] {
        let password = PasswordRecord.make(password: "bench password", iterations: 1)
        let batch = 5_000
        var refreshTokens: [String] = []
        let now = clock.now
        do {
            for start in stride(from: 0, to: accounts, by: batch) {
                try database.transaction { state throws(ServerFailure) in
                    for index in start..<min(start + batch, accounts) {
                        state.accounts.put(
                            Account(
                                id: "usr_bench-\(index)", email: "user\(index)@\(domain)",
                                fullName: "Bench User \(index)", password: password,
                                memberships: [DemoAccounts.newcomerMembership]))
                    }
                }
            }
            for start in stride(from: 0, to: sessions, by: batch) {
                try database.transaction { state throws(ServerFailure) in
                    for index in start..<min(start + batch, sessions) {
                        let session = SessionRecord(
                            id: "ses_bench-\(index)", profileId: nil, accountId: "usr_bench-0",
                            contextIndex: 0,
                            createdAt: now, expiresAt: now + configuration.refreshTokenLifetime,
                            revoked: false)
                        state.sessions.put(session)
                        let token = Identifier.secretToken()
                        state.refreshTokens.put(
                            RefreshTokenRecord(
                                tokenHash: Identifier.hash(of: token), sessionId: session.id, issuedAt: now,
                                rotated: false))
                        refreshTokens.append(token)
                    }
                }
            }
        } catch {
            throw .storage(error.storeError ?? .corrupt(name: ServerStoreFiles.journalName))
        }
        return refreshTokens
    }

    /// Writes the state as a snapshot now, with an empty journal after it (a server opened
    /// `.shared`): the home then opens by reading the snapshot alone.
    package func compactStore() throws(StoreError) {
        try database.engine.compact()
    }
}

extension TokenServer {
    /// Writes the server state of `directory` back in the layout before the store (`state.json`
    /// and `devices.json`) and removes the store's files, for a home to be opened by an earlier
    /// release, or edited as text by a test; the next opening converts it again.
    package static func exportToDocuments(directory: String) throws(StoreError) {
        let store = try SecureFileStore(directory: directory)
        let documents: (state: ServerStateDocument, devices: DeviceKeysDocument)
        do {
            documents = try ServerDatabase(store: store).engine.documents()
        } catch {
            throw error.storeError ?? .corrupt(name: ServerStoreFiles.journalName)
        }
        try store.write(documents.state, named: ServerStoreFiles.legacyStateName)
        try store.write(documents.devices, named: ServerStoreFiles.legacyDevicesName)
        try store.remove(named: ServerStoreFiles.journalName)
        try store.remove(named: ServerStoreFiles.snapshotName)
    }
}
