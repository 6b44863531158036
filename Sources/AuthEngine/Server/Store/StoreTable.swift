/// One table of the server store: the records of one kind by key, with their named secondary
/// indexes (`StoredRecord.storeIndexes`) and the order of expiry, in memory.
///
/// A record read from the snapshot or the journal stays as its bytes until a request reads it; it
/// is decoded (and checked) then, so opening a home costs one pass over the files and nothing per
/// record. A record stored by this process keeps its value as well.
///
/// Every change inside a transaction remembers what it replaced: a transaction whose body throws,
/// or whose write fails, is undone exactly, and a committed one is written as `StoreEntry`s.
struct StoreTable<Record: StoredRecord> {
    /// A record as the table holds it.
    struct Slot {
        var order: UInt64
        /// One value per index of the table, in its order.
        var indexValues: [String?]
        var expiresAt: Int64?
        /// The record's JSON; nil only between a change and its commit.
        var encoded: ArraySlice<UInt8>?
        /// The decoded record, when this process stored it.
        var value: Record?
        /// Which file the bytes were read from, to name it should they not decode.
        var source: RecordSource
    }

    private(set) var slots: [String: Slot] = [:]
    /// The files of each index, in the table's order of indexes.
    private var indexFiles = [IndexFiles](repeating: IndexFiles(), count: Record.storeIndexes.count)
    private var expiries = ExpiryHeap()
    private var nextOrder: UInt64 = 0

    /// What the open transaction's changes replaced, by key, and the order they were first made in.
    private var openUndo: [String: Replaced] = [:]
    private var openKeys: [String] = []
    /// What each committed transaction not yet durable replaced, oldest first.
    private var committedUndo: [(sequence: UInt64, replaced: [(key: String, slot: Slot?)])] = []

    private struct Replaced {
        var slot: Slot?
    }

    init() {}

    var count: Int { slots.count }
    var isEmpty: Bool { slots.isEmpty }

    func contains(_ key: String) -> Bool {
        slots[key] != nil
    }

    /// The record stored under `key`, decoded; a stored record that does not decode, or breaks a
    /// rule `validateStored` checks, is damage in the file it came from.
    func get(_ key: String) throws(ServerFailure) -> Record? {
        guard let slot = slots[key] else { return nil }
        do { return try Self.record(of: slot) } catch { throw .storage(error) }
    }

    /// The key of the first record the index named `index` files under `value`.
    func key(indexedBy value: String, in index: String) -> String? {
        guard let position = Record.indexPosition(named: index) else { return nil }
        let files = indexFiles[position]
        return Record.storeIndexes[position].isUnique
            ? files.unique[value] : files.multiple[value]?.min { order(of: $0) < order(of: $1) }
    }

    /// The keys the index named `index` files under `value`, in the order their records were first
    /// stored.
    func keys(indexedBy value: String, in index: String) -> [String] {
        guard let position = Record.indexPosition(named: index) else { return [] }
        let files = indexFiles[position]
        if Record.storeIndexes[position].isUnique { return files.unique[value].map { [$0] } ?? [] }
        guard let keys = files.multiple[value] else { return [] }
        return keys.sorted { order(of: $0) < order(of: $1) }
    }

    /// The records the index named `index` files under `value`, in the order they were first stored.
    func records(indexedBy value: String, in index: String) throws(ServerFailure) -> [Record] {
        var records: [Record] = []
        for key in keys(indexedBy: value, in: index) {
            if let record = try get(key) { records.append(record) }
        }
        return records
    }

    /// Every record, in the order first stored: a whole-table read, for tests and tools.
    func allRecords() throws(ServerFailure) -> [Record] {
        var records: [Record] = []
        records.reserveCapacity(slots.count)
        for (_, slot) in slots.sorted(by: { $0.value.order < $1.value.order }) {
            do { records.append(try Self.record(of: slot)) } catch { throw .storage(error) }
        }
        return records
    }

    private func order(of key: String) -> UInt64 {
        slots[key]?.order ?? .max
    }

    // MARK: Changes (inside a transaction)

    /// Stores `record` under its key, replacing what was there (which keeps its place in the order).
    mutating func put(_ record: Record) {
        let key = record.storeKey
        let order: UInt64
        if let existing = slots[key] {
            order = existing.order
        } else {
            order = nextOrder
            nextOrder += 1
        }
        change(
            key,
            to: Slot(
                order: order, indexValues: record.storeIndexValues, expiresAt: record.storeExpiry,
                encoded: nil, value: record, source: .memory))
    }

    /// Removes the record under `key`; false when there was none.
    @discardableResult
    mutating func remove(_ key: String) -> Bool {
        guard slots[key] != nil else { return false }
        change(key, to: nil)
        return true
    }

    /// Removes the record under `key` and returns it.
    mutating func take(_ key: String) throws(ServerFailure) -> Record? {
        guard let record = try get(key) else { return nil }
        change(key, to: nil)
        return record
    }

    /// Changes the record under `key` in place and stores it; nil (and no change) when there is
    /// none. A change of the record's key moves it.
    mutating func update<Result>(
        _ key: String, _ body: (inout Record) throws(ServerFailure) -> Result
    ) throws(ServerFailure) -> Result? {
        guard var record = try get(key) else { return nil }
        let result = try body(&record)
        if record.storeKey != key { remove(key) }
        put(record)
        return result
    }

    /// Up to `limit` keys of records whose expiry is at or before `now`, earliest first; stale heap
    /// entries met on the way are dropped. The caller removes every key returned (in the same
    /// transaction, so an undo puts them, and their expiries, back).
    mutating func expiredKeys(now: Int64, limit: Int) -> [String] {
        var keys: [String] = []
        var seen = Set<String>()
        while keys.count < limit, let first = expiries.first, first.expiresAt <= now {
            _ = expiries.popFirst()
            // A leftover of a record since removed or stored again with another expiry.
            guard let slot = slots[first.key], slot.expiresAt == first.expiresAt,
                seen.insert(first.key).inserted
            else { continue }
            keys.append(first.key)
        }
        return keys
    }

    private mutating func change(_ key: String, to slot: Slot?) {
        if openUndo[key] == nil {
            openUndo[key] = Replaced(slot: slots[key])
            openKeys.append(key)
        }
        apply(key, slot)
    }

    /// Puts `slot` in place of what `key` holds, keeping the index and the expiry heap in step.
    private mutating func apply(_ key: String, _ slot: Slot?) {
        let old = slot.map { slots.updateValue($0, forKey: key) } ?? slots.removeValue(forKey: key)
        for (position, index) in Record.storeIndexes.enumerated() {
            let oldValue = old.flatMap {
                $0.indexValues.indices.contains(position) ? $0.indexValues[position] : nil
            }
            let newValue = slot.flatMap {
                $0.indexValues.indices.contains(position) ? $0.indexValues[position] : nil
            }
            guard oldValue != newValue else { continue }
            if let oldValue { indexFiles[position].remove(key, filedUnder: oldValue, unique: index.isUnique) }
            if let newValue { indexFiles[position].file(key, under: newValue, unique: index.isUnique) }
        }
        if let expiresAt = slot?.expiresAt, expiresAt != old?.expiresAt {
            expiries.push(expiresAt, key)
            if expiries.count > 2 * slots.count + 64 { rebuildExpiries() }
        }
    }

    private mutating func rebuildExpiries() {
        expiries = ExpiryHeap(slots.compactMap { key, slot in slot.expiresAt.map { ($0, key) } })
    }

    // MARK: Transactions

    var hasOpenChanges: Bool { !openKeys.isEmpty }

    /// Encodes (and checks) every record the open transaction stored, before anything is written.
    mutating func encodeOpenChanges() throws(StoreError) {
        for key in openKeys {
            guard var slot = slots[key], slot.encoded == nil, let value = slot.value else { continue }
            do throws(DocumentViolation) {
                try value.validateStored()
            } catch {
                throw .encodingFailed(name: Record.tableName)
            }
            do {
                slot.encoded = try JSONValueEncoder.encode(value)[...]
            } catch {
                throw .encodingFailed(name: Record.tableName)
            }
            slots[key] = slot
        }
    }

    /// Writes the open transaction's changes as entries, and keeps what they replaced under
    /// `sequence` until the transaction is durable (`forget`) or undone (`rollBack`).
    mutating func commitOpenChanges(sequence: UInt64, into writer: inout ByteWriter) {
        var replaced: [(key: String, slot: Slot?)] = []
        replaced.reserveCapacity(openKeys.count)
        for key in openKeys {
            let before = openUndo[key]?.slot
            replaced.append((key, before))
            if let slot = slots[key] {
                StoreEntry.put(
                    table: Record.tableNumber, key: key, order: slot.order, indexValues: slot.indexValues,
                    expiresAt: slot.expiresAt, record: slot.encoded ?? []
                ).write(to: &writer)
            } else if before != nil {
                StoreEntry.delete(table: Record.tableNumber, key: key).write(to: &writer)
            }
        }
        committedUndo.append((sequence, replaced))
        openUndo.removeAll(keepingCapacity: true)
        openKeys.removeAll(keepingCapacity: true)
    }

    /// Undoes the open transaction's changes.
    mutating func abortOpenChanges() {
        for key in openKeys.reversed() {
            apply(key, openUndo[key]?.slot)
        }
        openUndo.removeAll(keepingCapacity: true)
        openKeys.removeAll(keepingCapacity: true)
    }

    /// Undoes every committed transaction after `sequence`, newest first.
    mutating func rollBack(after sequence: UInt64) {
        while let last = committedUndo.last, last.sequence > sequence {
            for (key, slot) in last.replaced.reversed() { apply(key, slot) }
            committedUndo.removeLast()
        }
    }

    /// Forgets what transactions up to `sequence` replaced: they are durable.
    mutating func forget(through sequence: UInt64) {
        guard let first = committedUndo.first, first.sequence <= sequence else { return }
        let keep = committedUndo.firstIndex { $0.sequence > sequence } ?? committedUndo.count
        committedUndo.removeFirst(keep)
    }

    // MARK: Loading and snapshots

    /// Applies an entry read from the snapshot or the journal (not part of any transaction).
    mutating func load(_ entry: StoreEntry, from source: RecordSource) {
        switch entry.kind {
        case .put:
            var slot = Slot(
                order: entry.order, indexValues: entry.indexValues, expiresAt: entry.expiresAt,
                encoded: entry.record, value: nil, source: source)
            // An entry written before the table had all its indexes names values for the first
            // ones only: the record is decoded once, here, for the rest (a damaged one is reported
            // when a request reads it).
            if entry.indexValues.count < Record.storeIndexes.count, let record = try? Self.record(of: slot) {
                slot.indexValues = record.storeIndexValues
                slot.value = record
            }
            apply(entry.key, slot)
            if entry.order >= nextOrder { nextOrder = entry.order + 1 }
        case .delete:
            apply(entry.key, nil)
        }
    }

    /// Stores `records` outside any transaction, each checked and encoded as a commit would: the
    /// contents of a home being converted from its old documents.
    mutating func bootstrap(_ records: [Record]) throws(StoreError) {
        reserveCapacity(slots.count + records.count)
        for record in records {
            do throws(DocumentViolation) {
                try record.validateStored()
            } catch {
                throw .encodingFailed(name: Record.tableName)
            }
            let encoded: [UInt8]
            do { encoded = try JSONValueEncoder.encode(record) } catch {
                throw .encodingFailed(name: Record.tableName)
            }
            let order = slots[record.storeKey]?.order ?? nextOrder
            if order == nextOrder { nextOrder += 1 }
            apply(
                record.storeKey,
                Slot(
                    order: order, indexValues: record.storeIndexValues, expiresAt: record.storeExpiry,
                    encoded: encoded[...], value: record, source: .memory))
        }
    }

    /// Makes room for `count` more records, before a snapshot is loaded.
    mutating func reserveCapacity(_ count: Int) {
        slots.reserveCapacity(count)
        for (position, index) in Record.storeIndexes.enumerated() where index.isUnique {
            indexFiles[position].unique.reserveCapacity(count)
        }
    }

    /// Writes every record as a put entry (all of them committed, so all encoded).
    func writeSnapshotEntries(into writer: inout ByteWriter) {
        for (key, slot) in slots {
            StoreEntry.put(
                table: Record.tableNumber, key: key, order: slot.order, indexValues: slot.indexValues,
                expiresAt: slot.expiresAt, record: slot.encoded ?? []
            ).write(to: &writer)
        }
    }

    private static func record(of slot: Slot) throws(StoreError) -> Record {
        if let value = slot.value { return value }
        let name = slot.source.fileName
        guard let bytes = slot.encoded else { throw .corrupt(name: name) }
        let record: Record
        do {
            record = try JSONValueDecoder.decode(
                Record.self, from: Array(bytes), maximumByteCount: JournalFormat.maximumPayloadByteCount)
        } catch {
            throw .corrupt(name: name)
        }
        do throws(DocumentViolation) {
            try record.validateStored()
        } catch {
            throw .corrupt(name: name)
        }
        return record
    }
}

/// The keys one index files under each value: one key per value for a unique index, a set for
/// any other.
private struct IndexFiles {
    var unique: [String: String] = [:]
    var multiple: [String: Set<String>] = [:]

    mutating func file(_ key: String, under value: String, unique isUnique: Bool) {
        if isUnique {
            unique[value] = key
        } else {
            multiple[value, default: []].insert(key)
        }
    }

    mutating func remove(_ key: String, filedUnder value: String, unique isUnique: Bool) {
        if isUnique {
            if unique[value] == key { unique.removeValue(forKey: value) }
        } else {
            multiple[value]?.remove(key)
            if multiple[value]?.isEmpty == true { multiple.removeValue(forKey: value) }
        }
    }
}

/// Where a record's bytes were read from.
enum RecordSource: UInt8 {
    case snapshot
    case journal
    case memory

    var fileName: String {
        switch self {
        case .snapshot: ServerStoreFiles.snapshotName
        case .journal, .memory: ServerStoreFiles.journalName
        }
    }
}
