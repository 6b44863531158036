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

    /// Hands every table to `visitor`, in table-number order.
    mutating func visitTables<Visitor: StoreTableVisitor>(_ visitor: inout Visitor) throws(StoreError) {
        try visitor.visit(&accounts)
        try visitor.visit(&registrations)
        try visitor.visit(&sessions)
        try visitor.visit(&refreshTokens)
        try visitor.visit(&signInLimits)
        try visitor.visit(&tickets)
        try visitor.visit(&authorizationCodes)
        try visitor.visit(&customRegistrations)
        try visitor.visit(&oneTimeCodes)
        try visitor.visit(&appToWebTokens)
        try visitor.visit(&pushRequests)
        try visitor.visit(&deviceKeys)
        try visitor.visit(&deviceNonces)
    }

    /// Applies an entry read from the snapshot or the journal; false for a table this build does
    /// not have (a file from a newer build, or damage).
    mutating func load(_ entry: StoreEntry, from source: RecordSource) -> Bool {
        switch entry.table {
        case Account.tableNumber: accounts.load(entry, from: source)
        case ProfileRegistration.tableNumber: registrations.load(entry, from: source)
        case SessionRecord.tableNumber: sessions.load(entry, from: source)
        case RefreshTokenRecord.tableNumber: refreshTokens.load(entry, from: source)
        case SignInLimitRecord.tableNumber: signInLimits.load(entry, from: source)
        case RegistrationTicket.tableNumber: tickets.load(entry, from: source)
        case AuthorizationCodeRecord.tableNumber: authorizationCodes.load(entry, from: source)
        case CustomRegistrationRecord.tableNumber: customRegistrations.load(entry, from: source)
        case OneTimeRegistrationCode.tableNumber: oneTimeCodes.load(entry, from: source)
        case AppToWebTokenRecord.tableNumber: appToWebTokens.load(entry, from: source)
        case PushRequestRecord.tableNumber: pushRequests.load(entry, from: source)
        case DeviceKeyRecord.tableNumber: deviceKeys.load(entry, from: source)
        case DeviceNonceRecord.tableNumber: deviceNonces.load(entry, from: source)
        default: return false
        }
        return true
    }

    // MARK: Pruning

    /// How many expired records of each table one transaction removes at most, so that a burst of
    /// expiries (a simulated clock moved a month ahead) spreads over several changes.
    static let pruneLimitPerTable = 32

    /// Removes records past their expiry: tickets, codes, app-to-web links, device nonces, sign-in
    /// limits that no longer matter, push requests a day after their time to live, and sessions
    /// past their absolute lifetime with their refresh tokens.
    mutating func pruneExpired(now: Int64) {
        let limit = Self.pruneLimitPerTable
        for key in sessions.expiredKeys(now: now, limit: limit) { removeSession(key) }
        for key in signInLimits.expiredKeys(now: now, limit: limit) { signInLimits.remove(key) }
        for key in tickets.expiredKeys(now: now, limit: limit) { tickets.remove(key) }
        for key in authorizationCodes.expiredKeys(now: now, limit: limit) { authorizationCodes.remove(key) }
        for key in customRegistrations.expiredKeys(now: now, limit: limit) { customRegistrations.remove(key) }
        for key in oneTimeCodes.expiredKeys(now: now, limit: limit) { oneTimeCodes.remove(key) }
        for key in appToWebTokens.expiredKeys(now: now, limit: limit) { appToWebTokens.remove(key) }
        for key in pushRequests.expiredKeys(now: now, limit: limit) { pushRequests.remove(key) }
        for key in deviceNonces.expiredKeys(now: now, limit: limit) { deviceNonces.remove(key) }
    }

    /// Removes a session with every refresh token of its family.
    mutating func removeSession(_ id: String) {
        sessions.remove(id)
        for token in refreshTokens.keys(indexedBy: id) { refreshTokens.remove(token) }
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
        reader.read(accounts)
        reader.read(registrations)
        reader.read(sessions)
        reader.read(refreshTokens)
        reader.read(signInLimits)
        reader.read(tickets)
        reader.read(authorizationCodes)
        reader.read(customRegistrations)
        reader.read(oneTimeCodes)
        reader.read(appToWebTokens)
        reader.read(pushRequests)
        reader.read(deviceKeys)
        reader.read(deviceNonces)
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
