import Glibc

/// Snapshots: the whole state written atomically, after which the journal starts afresh.
extension ServerStore {
    /// Starts writing a snapshot of the state as it is now (exclusive access): a copy is encoded
    /// on its own thread while transactions go on; the committer installs it once every record it
    /// holds is durable, then restarts the journal with the records after it.
    func startSnapshotJob() {
        let copy = state
        let sequence = lastSequence
        let boundary: Int? = sequence == durableSequence ? journal?.length : nil
        snapshotJob = SnapshotJob(sequence: sequence, epoch: epoch, boundary: boundary, temporary: nil)
        let directory = directory
        let started = startStoreThread { [self] in
            let written = try? Self.writeSnapshot(of: copy, sequence: sequence, in: directory)
            monitor.withLock {
                guard var job = snapshotJob, job.sequence == sequence, job.temporary == nil else {
                    if let written { unlink(written.path) }
                    return
                }
                if let written {
                    job.temporary = written
                    snapshotJob = job
                } else {
                    snapshotJob = nil
                    snapshotRetryLength = (journal?.length ?? 0) + policy.minimumJournalBytes
                }
                monitor.broadcast()
            }
        }
        if !started { snapshotJob = nil }
    }

    /// The committer's half of a snapshot: rename it into place, then start the journal afresh
    /// with the records after it. Called and returning with the monitor held.
    func restartJournal(after job: SnapshotJob) {
        snapshotJob = nil
        guard job.epoch == epoch || job.sequence <= durableSequence, let temporary = job.temporary,
            let boundary = job.boundary, let old = journal
        else {
            if let temporary = job.temporary { unlink(temporary.path) }
            return
        }
        let end = old.length
        monitor.unlock()
        let result = installSnapshot(
            temporary, sequence: job.sequence, old: old, boundary: boundary, end: end)
        monitor.lock()
        switch result {
        case .success(let fresh):
            Glibc.close(old.descriptor)
            journal = fresh
            snapshotSequence = job.sequence
            snapshotByteCount = temporary.byteCount
            statistics.snapshotsWritten += 1
        case .failure(let installed):
            if installed {
                snapshotSequence = job.sequence
                snapshotByteCount = temporary.byteCount
            }
            snapshotRetryLength = end + policy.minimumJournalBytes
        }
    }

    enum InstallResult {
        case success(JournalHandle)
        /// Whether the snapshot was renamed into place before the failure.
        case failure(installed: Bool)
    }

    /// Renames the snapshot into place and replaces the journal with the records after `boundary`,
    /// under the home's lock. Every step leaves a home that opens to the same state: a snapshot
    /// renamed over the old one holds every record the old journal's skipped ones did.
    func installSnapshot(
        _ temporary: (path: String, byteCount: Int), sequence: UInt64, old: JournalHandle, boundary: Int,
        end: Int
    ) -> InstallResult {
        do {
            try FileSystem.lockWaiting(lockDescriptor, LOCK_EX, path: lockPath)
        } catch {
            unlink(temporary.path)
            return .failure(installed: false)
        }
        defer { FileSystem.unlock(lockDescriptor) }
        do {
            try FileSystem.renameDurably(temporary.path, over: snapshotPath, in: directory)
        } catch {
            unlink(temporary.path)
            return .failure(installed: false)
        }
        StoreCrashPoints.reach(.snapshotInstalled)
        do {
            let tail = try FileSystem.read(
                old.descriptor, at: boundary, count: end - boundary, path: journalPath)
            guard tail.count == end - boundary else { return .failure(installed: true) }
            return .success(try createJournal(baseSequence: sequence, tail: tail))
        } catch {
            return .failure(installed: true)
        }
    }

    /// Writes a snapshot now and starts the journal afresh (a home opened shared, under the home's
    /// lock), so the next opening reads the snapshot alone.
    func compact() throws(StoreError) {
        precondition(access == .shared, "an owning server writes its snapshots on its committer")
        monitor.lock()
        defer { monitor.unlock() }
        try ensureOpen()
        try lockHome(LOCK_EX)
        defer { FileSystem.unlock(lockDescriptor) }
        try catchUp(writing: true)
        let before = statistics.snapshotsWritten
        rotateInline()
        guard statistics.snapshotsWritten > before else {
            throw .fileSystem(.write, path: directory + "/" + ServerStoreFiles.snapshotName, errno: EIO)
        }
    }

    /// A snapshot in a shared home, written by the transaction that made the journal due, under
    /// the home's lock: there is nothing queued, so the fresh journal starts empty.
    func rotateInline() {
        do {
            let written = try Self.writeSnapshot(of: state, sequence: durableSequence, in: directory)
            do {
                try FileSystem.renameDurably(written.path, over: snapshotPath, in: directory)
            } catch {
                unlink(written.path)
                throw error
            }
            StoreCrashPoints.reach(.snapshotInstalled)
            snapshotSequence = durableSequence
            snapshotByteCount = written.byteCount
            let fresh = try createJournal(baseSequence: durableSequence, tail: [])
            if let old = journal { Glibc.close(old.descriptor) }
            journal = fresh
            statistics.snapshotsWritten += 1
        } catch {
            snapshotRetryLength = (journal?.length ?? 0) + policy.minimumJournalBytes
        }
    }

    /// Encodes every record of `state` into a snapshot in a new temporary file, fsynced; returns
    /// its path (to rename over the snapshot) and size.
    static func writeSnapshot(
        of state: ServerState, sequence: UInt64, in directory: String
    ) throws(StoreError) -> (path: String, byteCount: Int) {
        var writer = SnapshotEntryWriter(writer: ByteWriter(capacity: 1 << 16))
        state.readTables(&writer)
        let payload = writer.writer
        let header = SnapshotFormat.header(
            sequence: sequence, payloadByteCount: payload.bytes.count,
            payloadChecksum: CRC32C.checksum(payload.bytes))
        let name = try DocumentName(ServerStoreFiles.snapshotName)
        let (path, descriptor) = try FileSystem.createTemporaryFile(in: directory) {
            name.temporaryFileName(unique: UInt64.random(in: .min ... .max))
        }
        do {
            defer { Glibc.close(descriptor) }
            try FileSystem.write(header, to: descriptor, at: 0, path: path)
            try FileSystem.write(payload.bytes, to: descriptor, at: header.count, path: path)
            try FileSystem.synchronizeData(descriptor, path: path)
        } catch {
            unlink(path)
            throw error
        }
        StoreCrashPoints.reach(.snapshotWritten)
        return (path, header.count + payload.bytes.count)
    }

}

/// Writes every table's records as put entries.
private struct SnapshotEntryWriter: StoreTableReader {
    var writer: ByteWriter

    mutating func read<Record: StoredRecord>(_ table: StoreTable<Record>) {
        table.writeSnapshotEntries(into: &writer)
    }
}
