/// Everything the token server remembers: one table per kind of record, each by key and indexed,
/// in memory; `ServerStore` keeps it durable (a write-ahead journal and snapshots, docs/ENGINE.md).
///
/// Requests read it in `ServerDatabase.read` and change it in `ServerDatabase.transaction`, where
/// every change is recorded so the transaction is written as one journal record, or undone whole.
/// No request scans a table: what a route looks up goes through a key or the table's index.
struct ServerState {
    var accounts = StoreTable<Account>()
    var registrations = StoreTable<ProfileRegistration>()
    var sessions = StoreTable<SessionRecord>()
    var refreshTokens = StoreTable<RefreshTokenRecord>()
    var signInLimits = StoreTable<SignInLimitRecord>()
    var tickets = StoreTable<RegistrationTicket>()
    var authorizationCodes = StoreTable<AuthorizationCodeRecord>()
    var customRegistrations = StoreTable<CustomRegistrationRecord>()
    var oneTimeCodes = StoreTable<OneTimeRegistrationCode>()
    var appToWebTokens = StoreTable<AppToWebTokenRecord>()
    var pushRequests = StoreTable<PushRequestRecord>()
    var deviceKeys = StoreTable<DeviceKeyRecord>()
    var deviceNonces = StoreTable<DeviceNonceRecord>()
    var deviceAuthorizations = StoreTable<DeviceAuthorizationRecord>()
    var providerKeys = StoreTable<ProviderKeyRecord>()

    /// Every table, declared once, in table-number order: visiting, reading, loading and pruning
    /// are all derived from this list, and `tableNumbersAreUnique` checks its numbers.
    static let tables: [any ServerTable] = [
        Table(\.accounts), Table(\.registrations),
        // A session goes with its family of refresh tokens.
        Table(\.sessions, prune: { state, key in state.removeSession(key) }),
        Table(\.refreshTokens), Table(\.signInLimits), Table(\.tickets), Table(\.authorizationCodes),
        Table(\.customRegistrations), Table(\.oneTimeCodes), Table(\.appToWebTokens), Table(\.pushRequests),
        Table(\.deviceKeys), Table(\.deviceNonces),
        Table(\.deviceAuthorizations),
        Table(\.providerKeys),
    ]

    private static let tablesByNumber: [UInt8: any ServerTable] = Dictionary(
        tables.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })

    /// True when no two tables share a number (a number names a table on disk forever).
    static var tableNumbersAreUnique: Bool { tablesByNumber.count == tables.count }

    /// Hands every table to `visitor`, in table-number order.
    mutating func visitTables<Visitor: StoreTableVisitor>(_ visitor: inout Visitor) throws(StoreError) {
        for table in Self.tables { try table.visit(&self, with: &visitor) }
    }

    /// Applies an entry read from the snapshot or the journal; false for a table this build does
    /// not have (a file from a newer build, or damage).
    mutating func load(_ entry: StoreEntry, from source: RecordSource) -> Bool {
        guard let table = Self.tablesByNumber[entry.table] else { return false }
        table.load(entry, from: source, into: &self)
        return true
    }

    // MARK: Pruning

    /// How many expired records of each table one transaction removes at most, so that a burst of
    /// expiries (a simulated clock moved a month ahead) spreads over several changes.
    static let pruneLimitPerTable = 32

    /// Removes records past their expiry (`StoredRecord.storeExpiry`): tickets, codes, app-to-web
    /// links, device nonces, sign-in limits that no longer matter, push requests a day after their
    /// time to live, and sessions past their absolute lifetime with their refresh tokens.
    mutating func pruneExpired(now: Int64) {
        for table in Self.tables { table.pruneExpired(&self, now: now, limit: Self.pruneLimitPerTable) }
    }

    /// Removes a session with every refresh token of its family.
    mutating func removeSession(_ id: String) {
        sessions.remove(id)
        for token in refreshTokens.keys(indexedBy: id, in: RefreshTokenRecord.sessionIndex) {
            refreshTokens.remove(token)
        }
    }
}

/// One table of `ServerState` as the list of tables declares it: the four passes over every table
/// reach it through this, whatever its record type.
protocol ServerTable: Sendable {
    /// Its number on disk (`StoredRecord.tableNumber`).
    var number: UInt8 { get }
    /// The names of its indexes, in their order on disk (`StoredRecord.storeIndexes`).
    var indexNames: [String] { get }
    func visit<Visitor: StoreTableVisitor>(_ state: inout ServerState, with visitor: inout Visitor)
        throws(StoreError)
    func read<Reader: StoreTableReader>(_ state: ServerState, with reader: inout Reader)
    func load(_ entry: StoreEntry, from source: RecordSource, into state: inout ServerState)
    func pruneExpired(_ state: inout ServerState, now: Int64, limit: Int)
}

/// A table of `ServerState` at `path`; `prune` removes an expired record (by default, just it).
private struct Table<Record: StoredRecord>: ServerTable {
    let path: WritableKeyPath<ServerState, StoreTable<Record>> & Sendable
    let prune: @Sendable (inout ServerState, String) -> Void

    init(
        _ path: WritableKeyPath<ServerState, StoreTable<Record>> & Sendable,
        prune: (@Sendable (inout ServerState, String) -> Void)? = nil
    ) {
        self.path = path
        self.prune = prune ?? { state, key in state[keyPath: path].remove(key) }
    }

    var number: UInt8 { Record.tableNumber }
    var indexNames: [String] { Record.storeIndexes.map(\.name) }

    func visit<Visitor: StoreTableVisitor>(_ state: inout ServerState, with visitor: inout Visitor)
        throws(StoreError)
    {
        try visitor.visit(&state[keyPath: path])
    }

    func read<Reader: StoreTableReader>(_ state: ServerState, with reader: inout Reader) {
        reader.read(state[keyPath: path])
    }

    func load(_ entry: StoreEntry, from source: RecordSource, into state: inout ServerState) {
        state[keyPath: path].load(entry, from: source)
    }

    func pruneExpired(_ state: inout ServerState, now: Int64, limit: Int) {
        for key in state[keyPath: path].expiredKeys(now: now, limit: limit) { prune(&state, key) }
    }
}

/// An operation over every table of `ServerState`, whatever its record type.
protocol StoreTableVisitor {
    mutating func visit<Record: StoredRecord>(_ table: inout StoreTable<Record>) throws(StoreError)
}

/// A read of every table of `ServerState`, whatever its record type.
protocol StoreTableReader {
    mutating func read<Record: StoredRecord>(_ table: StoreTable<Record>)
}

extension ServerState {
    /// Hands every table to `reader`, in table-number order.
    func readTables<Reader: StoreTableReader>(_ reader: inout Reader) {
        for table in Self.tables { table.read(self, with: &reader) }
    }

    // MARK: The transaction in progress, across tables

    var hasOpenChanges: Bool {
        var reader = OpenChangesReader()
        readTables(&reader)
        return reader.found
    }

    mutating func encodeOpenChanges() throws(StoreError) {
        var visitor = EncodeOpenChanges()
        try visitTables(&visitor)
    }

    mutating func commitOpenChanges(sequence: UInt64, into writer: inout ByteWriter) {
        var visitor = CommitOpenChanges(sequence: sequence, writer: writer)
        try? visitTables(&visitor)
        writer = visitor.writer
    }

    mutating func abortOpenChanges() {
        var visitor = TableOperation.abort
        try? visitTables(&visitor)
    }

    mutating func rollBack(after sequence: UInt64) {
        var visitor = TableOperation.rollBack(after: sequence)
        try? visitTables(&visitor)
    }

    mutating func forget(through sequence: UInt64) {
        var visitor = TableOperation.forget(through: sequence)
        try? visitTables(&visitor)
    }
}

private struct OpenChangesReader: StoreTableReader {
    var found = false

    mutating func read<Record: StoredRecord>(_ table: StoreTable<Record>) {
        found = found || table.hasOpenChanges
    }
}

private struct EncodeOpenChanges: StoreTableVisitor {
    mutating func visit<Record: StoredRecord>(_ table: inout StoreTable<Record>) throws(StoreError) {
        try table.encodeOpenChanges()
    }
}

private struct CommitOpenChanges: StoreTableVisitor {
    let sequence: UInt64
    var writer: ByteWriter

    mutating func visit<Record: StoredRecord>(_ table: inout StoreTable<Record>) throws(StoreError) {
        table.commitOpenChanges(sequence: sequence, into: &writer)
    }
}

/// One of the transaction bookkeeping operations, applied to every table.
private enum TableOperation: StoreTableVisitor {
    case abort
    case rollBack(after: UInt64)
    case forget(through: UInt64)

    mutating func visit<Record: StoredRecord>(_ table: inout StoreTable<Record>) throws(StoreError) {
        switch self {
        case .abort: table.abortOpenChanges()
        case .rollBack(let sequence): table.rollBack(after: sequence)
        case .forget(let sequence): table.forget(through: sequence)
        }
    }
}
