import Glibc

/// Opening a home, catching up on other processes' records, and converting the old layout.
extension ServerStore {
    var lockPath: String { directory + "/" + ServerStoreFiles.lockName }

    /// Takes the home's lock (`LOCK_SH` or `LOCK_EX`), waiting for it; the caller unlocks.
    func lockHome(_ operation: Int32) throws(StoreError) {
        try FileSystem.lockWaiting(lockDescriptor, operation, path: lockPath)
    }

    func ensureOpen() throws(StoreError) {
        guard !isOpen else { return }
        if lockDescriptor < 0 { lockDescriptor = try FileSystem.openLockFile(lockPath) }
        try FileSystem.lockWaiting(lockDescriptor, LOCK_EX, path: lockPath)
        defer { FileSystem.unlock(lockDescriptor) }
        try load(mayWrite: true)
        if access == .exclusive, !startCommitterIfNeeded() {
            throw .fileSystem(.open, path: journalPath, errno: EAGAIN)
        }
        isOpen = true
    }

    /// Reads the state whole: the snapshot (or the old documents, converted), then the journal.
    func load(mayWrite: Bool) throws(StoreError) {
        var loaded = ServerState()
        var sequence: UInt64 = 0
        var snapshotSize = 0
        let legacy = directory + "/" + ServerStoreFiles.legacyStateName
        let legacyDevices = directory + "/" + ServerStoreFiles.legacyDevicesName
        if let bytes = try FileSystem.readFileIfPresent(
            snapshotPath, maximumByteCount: Self.maximumFileByteCount)
        {
            guard let (snapshotSequence, payload) = SnapshotFormat.validate(bytes) else {
                throw .corrupt(name: ServerStoreFiles.snapshotName)
            }
            var reader = ByteReader(bytes, from: payload.lowerBound, to: payload.upperBound)
            let complete = try StoreEntry.readAll(&reader) { (entry) throws(StoreError) in
                guard entry.kind == .put, loaded.load(entry, from: .snapshot) else {
                    throw .corrupt(name: ServerStoreFiles.snapshotName)
                }
            }
            guard complete else { throw .corrupt(name: ServerStoreFiles.snapshotName) }
            sequence = snapshotSequence
            snapshotSize = bytes.count
            if mayWrite {
                for name in [ServerStoreFiles.legacyStateName, ServerStoreFiles.legacyDevicesName] {
                    if let keptAs = try setAsideLegacy(name) { notes.append(.setAsideLeftover(keptAs)) }
                }
            }
        } else if try FileSystem.identity(ofPath: journalPath) == nil,
            try hasLegacyDocuments(legacy, legacyDevices)
        {
            guard mayWrite else { throw .corrupt(name: ServerStoreFiles.snapshotName) }
            (loaded, snapshotSize) = try migrateLegacyDocuments()
        }
        var journalHandle: JournalHandle?
        var last = sequence
        if let descriptor = try FileSystem.openExistingForUpdate(journalPath) {
            var keep = false
            defer { if !keep { Glibc.close(descriptor) } }
            let identity = try FileSystem.identity(of: descriptor, path: journalPath)
            guard identity.size <= Self.maximumFileByteCount else {
                throw .fileSystem(.read, path: journalPath, errno: EFBIG)
            }
            let bytes = try FileSystem.read(descriptor, at: 0, count: identity.size, path: journalPath)
            guard let base = JournalFormat.baseSequence(ofHeader: bytes), base <= sequence else {
                throw .corrupt(name: ServerStoreFiles.journalName)
            }
            let replayed = try replay(
                bytes, from: JournalFormat.headerByteCount, after: base, skippingThrough: sequence,
                into: &loaded)
            if let torn = replayed.tornByteCount, mayWrite {
                try FileSystem.truncate(descriptor, to: replayed.end, path: journalPath)
                try FileSystem.synchronizeData(descriptor, path: journalPath)
                notes.append(.discardedIncompleteRecord(byteCount: torn))
            }
            last = max(replayed.last, sequence)
            journalHandle = JournalHandle(descriptor: descriptor, identity: identity, length: replayed.end)
            keep = true
        }
        if let old = journal { Glibc.close(old.descriptor) }
        journal = journalHandle
        state = loaded
        lastSequence = last
        durableSequence = last
        snapshotSequence = sequence
        snapshotByteCount = snapshotSize
        statistics.fullLoads += 1
    }

    /// Applies the records of `bytes` from `start` to `state`: each must follow the one before it,
    /// starting after `base`; those up to `skipped` are already in the state. Returns the last
    /// sequence number applied (or skipped), where the last whole record ends, and the size of an
    /// incomplete record after it.
    func replay(
        _ bytes: [UInt8], from start: Int, after base: UInt64, skippingThrough skipped: UInt64,
        into state: inout ServerState
    ) throws(StoreError) -> (last: UInt64, end: Int, tornByteCount: Int?) {
        let (records, tail) = JournalFormat.scan(bytes, from: start)
        var position = start
        var previous = base
        for record in records {
            guard record.sequence == previous + 1 else { throw .corrupt(name: ServerStoreFiles.journalName) }
            previous = record.sequence
            position = record.end
            guard record.sequence > skipped else { continue }
            var reader = ByteReader(bytes, from: record.payload.lowerBound, to: record.payload.upperBound)
            let complete = try StoreEntry.readAll(&reader) { (entry) throws(StoreError) in
                guard state.load(entry, from: .journal) else {
                    throw .corrupt(name: ServerStoreFiles.journalName)
                }
            }
            guard complete else { throw .corrupt(name: ServerStoreFiles.journalName) }
        }
        switch tail {
        case .clean: return (previous, position, nil)
        case .torn(let count): return (previous, position, count)
        case .damaged: throw .corrupt(name: ServerStoreFiles.journalName)
        }
    }

    /// Reads up to the end of what other processes appended (shared access), under the home's lock.
    ///
    /// Only the bytes after this process's last read are read. A journal replaced by another
    /// process's snapshot is followed into the new one: the old one (still open here, even though
    /// renamed over) is read to its end, then the new one from after the records already applied.
    /// Only when a snapshot holds records this process never read (two snapshots since its last
    /// read) is the state read whole again.
    func catchUp(writing: Bool) throws(StoreError) {
        let current = try FileSystem.identity(ofPath: journalPath)
        if var handle = journal {
            let same = current.map(handle.identity.isSameFile) == true
            try readNewRecords(of: &handle, writing: writing && same, following: lastSequence)
            journal = handle
            if let current, current.isSameFile(as: handle.identity) { return }
            Glibc.close(handle.descriptor)
            journal = nil
        }
        guard current != nil, let descriptor = try FileSystem.openExistingForUpdate(journalPath) else {
            return
        }
        var handle = JournalHandle(
            descriptor: descriptor, identity: try FileSystem.identity(of: descriptor, path: journalPath),
            length: 0)
        let header = try FileSystem.read(
            descriptor, at: 0, count: JournalFormat.headerByteCount, path: journalPath)
        guard let base = JournalFormat.baseSequence(ofHeader: header) else {
            Glibc.close(descriptor)
            throw .corrupt(name: ServerStoreFiles.journalName)
        }
        guard base <= lastSequence else {
            // Records this process never read are only in the snapshot now.
            Glibc.close(descriptor)
            try load(mayWrite: writing)
            return
        }
        handle.length = JournalFormat.headerByteCount
        journal = handle
        try readNewRecords(of: &handle, writing: writing, following: base)
        journal = handle
    }

    /// Applies the whole records after `handle.length`, the first of which follows `previous`
    /// (those up to `lastSequence` are skipped). A record cut short at the end is left alone when
    /// reading (its writer may be another process that died mid-append; the next writer cuts it) and
    /// cut off when `writing`, before this process appends after it.
    func readNewRecords(
        of handle: inout JournalHandle, writing: Bool, following previous: UInt64
    ) throws(StoreError) {
        let size = try FileSystem.identity(of: handle.descriptor, path: journalPath).size
        guard size > handle.length else { return }
        let start = handle.length
        let bytes = try FileSystem.read(handle.descriptor, at: start, count: size - start, path: journalPath)
        statistics.catchUpBytesRead += bytes.count
        let replayed = try replay(
            bytes, from: 0, after: previous, skippingThrough: lastSequence, into: &state)
        handle.length = start + replayed.end
        if let torn = replayed.tornByteCount, writing {
            try FileSystem.truncate(handle.descriptor, to: handle.length, path: journalPath)
            try FileSystem.synchronizeData(handle.descriptor, path: journalPath)
            notes.append(.discardedIncompleteRecord(byteCount: torn))
        }
        lastSequence = max(lastSequence, replayed.last)
        durableSequence = lastSequence
    }

    // MARK: The old documents

    /// Converts `state.json` and `devices.json` (either may be missing) to a snapshot, then keeps
    /// them as `*.migrated`. The snapshot's rename is the conversion: a crash before it leaves the
    /// old documents to convert again, after it the store, and leftovers are set aside at the next
    /// opening without being read.
    func migrateLegacyDocuments() throws(StoreError) -> (ServerState, Int) {
        let store = try SecureFileStore(directory: directory)
        let document = try store.read(ServerStateDocument.self, named: ServerStoreFiles.legacyStateName)
        let devices = try store.read(DeviceKeysDocument.self, named: ServerStoreFiles.legacyDevicesName)
        let converted = try ServerState(
            document: document ?? ServerStateDocument(), deviceKeys: devices, signInLimit: signInLimit)
        let written = try Self.writeSnapshot(of: converted, sequence: 0, in: directory)
        do {
            try FileSystem.renameDurably(written.path, over: snapshotPath, in: directory)
        } catch {
            unlink(written.path)
            throw error
        }
        var kept: [String] = []
        for name in [ServerStoreFiles.legacyStateName, ServerStoreFiles.legacyDevicesName] {
            if let keptAs = try setAsideLegacy(name) { kept.append(keptAs) }
        }
        notes.append(.migrated(keptAs: kept))
        return (converted, written.byteCount)
    }

    func hasLegacyDocuments(_ state: String, _ devices: String) throws(StoreError) -> Bool {
        if try FileSystem.identity(ofPath: state) != nil { return true }
        return try FileSystem.identity(ofPath: devices) != nil
    }

    /// Renames an old-layout document to `<name>.migrated`; nil when there is none.
    func setAsideLegacy(_ name: String) throws(StoreError) -> String? {
        let path = directory + "/" + name
        guard try FileSystem.identity(ofPath: path) != nil else { return nil }
        let keptAs = name + ServerStoreFiles.migratedSuffix
        try FileSystem.renameDurably(path, over: directory + "/" + keptAs, in: directory)
        return keptAs
    }

    /// The largest snapshot or journal the store reads: a bound on what a file can make it load.
    static let maximumFileByteCount = 4 << 30
}
