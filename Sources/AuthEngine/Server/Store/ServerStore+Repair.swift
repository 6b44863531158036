import Glibc

/// Setting a damaged store aside, for an operator (`TokenServer.quarantineCorruptState`).
extension ServerStore {
    /// Moves the store's damaged files in `directory` aside as `<name>.corrupt-<time>`, under the
    /// home's lock, and returns the names moved.
    ///
    /// - A snapshot that is not whole and intact, or holds a record that does not decode, goes aside
    ///   with the journal (whose records only make sense after it): the next start begins empty.
    /// - A journal damaged before its end goes aside once the records before the damage are folded
    ///   into a new snapshot: only the damaged record and those after it are lost.
    /// - A record cut short at the journal's end is not damage: opening drops it.
    static func quarantineDamage(in directory: String, at time: Int64) throws(StoreError) -> [String] {
        let lockPath = directory + "/" + ServerStoreFiles.lockName
        let descriptor = try FileSystem.openLockFile(lockPath)
        defer { FileSystem.releaseLock(descriptor) }
        try FileSystem.lockWaiting(descriptor, LOCK_EX, path: lockPath)
        let snapshotPath = directory + "/" + ServerStoreFiles.snapshotName
        let journalPath = directory + "/" + ServerStoreFiles.journalName
        var state = ServerState()
        var sequence: UInt64 = 0
        if let bytes = try FileSystem.readFileIfPresent(snapshotPath, maximumByteCount: maximumFileByteCount)
        {
            let intact = Self.loadSnapshot(bytes, into: &state).map { loaded in
                sequence = loaded
                return state.decodesEveryRecord
            }
            guard intact == true else {
                var moved = [try moveAside(ServerStoreFiles.snapshotName, in: directory, at: time)]
                if try FileSystem.identity(ofPath: journalPath) != nil {
                    moved.append(try moveAside(ServerStoreFiles.journalName, in: directory, at: time))
                }
                return moved
            }
        }
        guard
            let bytes = try FileSystem.readFileIfPresent(journalPath, maximumByteCount: maximumFileByteCount)
        else { return [] }
        guard let base = JournalFormat.baseSequence(ofHeader: bytes), base <= sequence else {
            return [try moveAside(ServerStoreFiles.journalName, in: directory, at: time)]
        }
        let (records, tail) = JournalFormat.scan(bytes, from: JournalFormat.headerByteCount)
        var damaged = { if case .damaged = tail { return true } else { return false } }()
        var previous = base
        var last = sequence
        for record in records {
            guard record.sequence == previous + 1 else {
                damaged = true
                break
            }
            previous = record.sequence
            guard record.sequence > sequence else { continue }
            var candidate = state
            var reader = ByteReader(bytes, from: record.payload.lowerBound, to: record.payload.upperBound)
            let complete = try? StoreEntry.readAll(&reader) { (entry) throws(StoreError) in
                guard candidate.load(entry, from: .journal) else {
                    throw .corrupt(name: ServerStoreFiles.journalName)
                }
            }
            guard complete == true, candidate.decodesEveryRecord else {
                damaged = true
                break
            }
            state = candidate
            last = record.sequence
        }
        guard damaged else { return [] }
        let written = try writeSnapshot(of: state, sequence: last, in: directory)
        do {
            try FileSystem.renameDurably(written.path, over: snapshotPath, in: directory)
        } catch {
            unlink(written.path)
            throw error
        }
        return [try moveAside(ServerStoreFiles.journalName, in: directory, at: time)]
    }

    /// Applies a snapshot's entries; its sequence number, or nil when it is not whole and intact.
    private static func loadSnapshot(_ bytes: [UInt8], into state: inout ServerState) -> UInt64? {
        guard let (sequence, payload) = SnapshotFormat.validate(bytes) else { return nil }
        var reader = ByteReader(bytes, from: payload.lowerBound, to: payload.upperBound)
        var loaded = state
        let complete = try? StoreEntry.readAll(&reader) { (entry) throws(StoreError) in
            guard entry.kind == .put, loaded.load(entry, from: .snapshot) else {
                throw .corrupt(name: ServerStoreFiles.snapshotName)
            }
        }
        guard complete == true else { return nil }
        state = loaded
        return sequence
    }

    private static func moveAside(_ name: String, in directory: String, at time: Int64) throws(StoreError)
        -> String
    {
        let target = "\(name).corrupt-\(time)"
        try FileSystem.renameDurably(directory + "/" + name, over: directory + "/" + target, in: directory)
        return target
    }
}

extension ServerState {
    /// Whether every record decodes and passes its checks (a whole-state pass, for repairs).
    var decodesEveryRecord: Bool {
        var reader = DecodingReader()
        readTables(&reader)
        return reader.intact
    }
}

private struct DecodingReader: StoreTableReader {
    var intact = true

    mutating func read<Record: StoredRecord>(_ table: StoreTable<Record>) {
        guard intact else { return }
        intact = (try? table.allRecords()) != nil
    }
}
