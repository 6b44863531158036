/// A kind of record the server store keeps, one table per kind: how the table numbers it on disk,
/// keys it, indexes it and lets it expire.
///
/// The record itself is stored as its JSON (its `Codable` form), so a field added to a record type
/// — optional, so that records written before it still decode — needs nothing here. What is here is
/// read when a record is stored and kept beside its bytes, so a home opens without decoding a single
/// record; changing what a table keys or indexes by changes the meaning of every stored entry, and
/// so needs a new snapshot format.
protocol StoredRecord: Codable, Sendable {
    /// The table's number in the journal and the snapshot: fixed forever, never reused.
    static var tableNumber: UInt8 { get }
    /// The table's name, for error messages and tests.
    static var tableName: String { get }
    /// The table's secondary indexes, by name; their order is their place in every stored entry,
    /// so an index is only ever added at the end.
    static var storeIndexes: [StoreIndex<Self>] { get }
    /// The record's primary key, unique within its table.
    var storeKey: String { get }
    /// When the record may be pruned, in seconds since the epoch; nil to keep it until removed.
    var storeExpiry: Int64? { get }
    /// Checks a decoded record against what this build writes (`StoredDocument.validate` for one
    /// record): a violation is reported as damage rather than used.
    func validateStored() throws(DocumentViolation)
}

extension StoredRecord {
    static var storeIndexes: [StoreIndex<Self>] { [] }
    var storeExpiry: Int64? { nil }
    func validateStored() throws(DocumentViolation) {}
}

/// One named secondary index of a table: what it files a record under, and whether a value names
/// at most one record (an email names one account). An empty value files the record under nothing,
/// as the stored entry writes an absent value empty.
struct StoreIndex<Record>: Sendable {
    /// The index's name, for lookups and error messages.
    let name: String
    /// True when each value names at most one record.
    let isUnique: Bool
    private let valueOf: @Sendable (Record) -> String?

    init(_ name: String, unique: Bool = false, _ value: @escaping @Sendable (Record) -> String?) {
        self.name = name
        isUnique = unique
        valueOf = value
    }

    /// What `record` is filed under, or nil.
    func value(of record: Record) -> String? {
        valueOf(record).flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension StoredRecord {
    /// The values every index of the table files `self` under, in the table's order.
    var storeIndexValues: [String?] { Self.storeIndexes.map { $0.value(of: self) } }

    /// The place of the index named `name` among the table's indexes; nil for a name not declared.
    static func indexPosition(named name: String) -> Int? {
        storeIndexes.firstIndex { $0.name == name }
    }
}

/// A min-heap of (expiry, key) pairs: the next record to prune is always at the top.
///
/// Entries are never removed early: a record deleted or re-stored with another expiry leaves its
/// old entry behind, which `StoreTable.expiredKeys` drops when it surfaces. The table rebuilds the
/// heap when such leftovers outnumber the records.
struct ExpiryHeap {
    private(set) var entries: [(expiresAt: Int64, key: String)] = []

    var count: Int { entries.count }
    var first: (expiresAt: Int64, key: String)? { entries.first }

    init() {}

    /// Builds a heap of `entries` at once, in linear time.
    init(_ entries: [(expiresAt: Int64, key: String)]) {
        self.entries = entries
        var index = entries.count / 2
        while index > 0 {
            index -= 1
            siftDown(index)
        }
    }

    mutating func push(_ expiresAt: Int64, _ key: String) {
        entries.append((expiresAt, key))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].expiresAt < entries[parent].expiresAt else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popFirst() -> (expiresAt: Int64, key: String)? {
        guard !entries.isEmpty else { return nil }
        entries.swapAt(0, entries.count - 1)
        let first = entries.removeLast()
        siftDown(0)
        return first
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < entries.count else { return }
            var smallest = left
            if left + 1 < entries.count, entries[left + 1].expiresAt < entries[left].expiresAt {
                smallest = left + 1
            }
            guard entries[smallest].expiresAt < entries[parent].expiresAt else { return }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
