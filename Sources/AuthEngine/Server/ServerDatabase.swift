/// The token server's storage: its state (`ServerStore`: indexed in memory, a write-ahead journal
/// and snapshots on disk) and its signing key.
struct ServerDatabase: Sendable {
    /// The state document of homes from before the journal, converted once when first opened.
    static let stateName = ServerStoreFiles.legacyStateName
    static let keysName = "keys.json"

    let store: SecureFileStore
    private let handle: ServerStoreHandle

    /// The state store of `store`'s directory, opened on first use (or by `open()`); `access`
    /// says whether other processes share it (`ServerAccess`).
    init(
        store: SecureFileStore, access: ServerAccess = .shared, clock: any WallClock = SystemWallClock(),
        configuration: ServerConfiguration = ServerConfiguration()
    ) {
        self.init(store: store, access: access, clock: clock, configuration: configuration, io: .system)
    }

    init(
        store: SecureFileStore, access: ServerAccess, clock: any WallClock,
        configuration: ServerConfiguration,
        io: JournalIO
    ) {
        self.store = store
        handle = ServerStoreHandle(
            ServerStore(
                directory: store.directory, access: access, clock: clock,
                policy: configuration.journalSnapshotPolicy, signInLimit: configuration.signInLimit, io: io))
    }

    var engine: ServerStore { handle.store }

    /// Reads (or converts) the state now, so damage stops a start rather than a later request.
    func open() throws(StoreError) {
        try engine.open()
    }

    /// Runs `body` on the state without changing it; the request is answered only once what it
    /// read is durable.
    func read<Result>(_ body: (ServerState) throws(ServerFailure) -> Result) throws(ServerFailure) -> Result {
        try engine.read(body)
    }

    /// Runs `body` on the state and commits its changes durably as one transaction; if `body`
    /// throws, nothing changes. Expired records are pruned in the same transaction.
    func transaction<Result>(
        _ body: (inout ServerState) throws(ServerFailure) -> Result
    ) throws(ServerFailure) -> Result {
        try engine.transaction(body)
    }

    /// The whole state as one document, every record decoded: for tests and tools, never for a
    /// request (it costs a pass over every record).
    func snapshot() throws(ServerFailure) -> ServerStateDocument {
        try engine.documents().state
    }

    /// What the store did on its own while opening the home.
    var notes: [ServerStoreNote] { engine.currentNotes }

    var statistics: ServerStoreStatistics { engine.currentStatistics }

    /// Waits, without holding a thread, until everything the request behind `demand` wrote or read
    /// is durable; the error when an append it depended on failed.
    func waitUntilDurable(_ demand: DurabilityDemand) async -> StoreError? {
        guard let requirement = demand.take() else { return nil }
        if let failed = requirement.failed { return failed }
        return await requirement.store.waitUntilDurable(
            sequence: requirement.sequence, epoch: requirement.epoch)
    }

    /// True when this server owns its home and keeps the state in memory (`ServerAccess.exclusive`),
    /// so a read costs no file-system access.
    var keepsStateInMemory: Bool { engine.access == .exclusive }

    /// Runs `body`, whose reads note what they need durable in a demand of their own instead of
    /// waiting for it; its result when all of that is durable already, nil when some is still on
    /// its way (the caller then answers the request the ordinary way, which waits).
    func withoutWaiting<Result>(_ body: () -> Result) -> Result? {
        let demand = DurabilityDemand()
        let result = DurabilityDemand.$current.withValue(demand) { body() }
        guard let requirement = demand.take() else { return result }
        guard requirement.failed == nil,
            case .durable = requirement.store.outcome(
                sequence: requirement.sequence, epoch: requirement.epoch)
        else { return nil }
        return result
    }

    /// Writes what is queued and stops the committer (a server process that owns its home).
    func close() {
        engine.close()
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

/// Closes the store when the last copy of its database goes.
final class ServerStoreHandle: Sendable {
    let store: ServerStore

    init(_ store: ServerStore) {
        self.store = store
    }

    deinit {
        store.close()
    }
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
