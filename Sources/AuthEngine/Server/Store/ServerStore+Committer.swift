import Glibc

/// Group commit, for a server that owns its home: one thread writes and fsyncs every queued record
/// at once, and installs snapshots between batches.
extension ServerStore {
    func startCommitterIfNeeded() -> Bool {
        guard !committerRunning else { return true }
        guard startStoreThread({ [self] in runCommitter() }) else { return false }
        committerRunning = true
        return true
    }

    /// Stops the committer once it has written everything queued, and waits for it.
    func close() {
        monitor.lock()
        stopping = true
        monitor.broadcast()
        while committerRunning { monitor.wait() }
        monitor.unlock()
    }

    func runCommitter() {
        monitor.lock()
        while true {
            if let job = snapshotJob, job.temporary != nil, job.boundary != nil,
                durableSequence >= job.sequence
            {
                restartJournal(after: job)
                continue
            }
            if pending.isEmpty {
                if stopping && snapshotJob == nil {
                    committerRunning = false
                    monitor.broadcast()
                    monitor.unlock()
                    return
                }
                monitor.wait()
                continue
            }
            let batch = pending
            pending.removeAll()
            let batchEpoch = epoch
            var handle: JournalHandle?
            var failure: StoreError?
            do { handle = try journalForAppend() } catch { failure = error }
            monitor.unlock()
            if let handle {
                do {
                    try appendRecords(batch, to: handle)
                } catch {
                    failure = error
                }
            }
            monitor.lock()
            precondition(batchEpoch == epoch, "only the committer ends an epoch")
            if let failure {
                failAppend(failure)
            } else if let handle {
                completeAppend(batch, at: handle.length)
            }
            let settled = settledWaiters()
            monitor.broadcast()
            if !settled.isEmpty {
                monitor.unlock()
                for (continuation, error) in settled { continuation.resume(returning: error) }
                monitor.lock()
            }
        }
    }

    func completeAppend(_ batch: [(sequence: UInt64, bytes: [UInt8])], at offset: Int) {
        var end = offset
        for (sequence, bytes) in batch {
            end += bytes.count
            if snapshotJob?.sequence == sequence { snapshotJob?.boundary = end }
        }
        journal?.length = end
        durableSequence = batch.last?.sequence ?? durableSequence
        state.forget(through: durableSequence)
        statistics.batchesWritten += 1
        statistics.recordsWritten += batch.count
        if snapshotJob == nil, end > snapshotRetryLength,
            policy.isDue(journalBytes: end, snapshotBytes: snapshotByteCount)
        {
            startSnapshotJob()
        }
    }

    /// A failed append undoes every transaction not yet durable, in memory, and cuts what it may
    /// have left off the journal.
    func failAppend(_ error: StoreError) {
        state.rollBack(after: durableSequence)
        pending.removeAll()
        lastSequence = durableSequence
        epochEnds[epoch] = (durableSequence, error)
        epoch += 1
        if let job = snapshotJob, job.sequence > durableSequence {
            if let temporary = job.temporary { unlink(temporary.path) }
            snapshotJob = nil
        }
        cutJournal()
    }

    /// Cuts the journal back to its last durable record; if that fails, nothing more is appended
    /// until it succeeds (`repairPoisonedJournal`), since a record after garbage would be lost.
    func cutJournal() {
        guard let journal else { return }
        do {
            try FileSystem.truncate(journal.descriptor, to: journal.length, path: journalPath)
            poisoned = nil
        } catch {
            poisoned = error
        }
    }

    func repairPoisonedJournal() throws(ServerFailure) {
        cutJournal()
        if let poisoned { throw .storage(poisoned) }
    }

    /// Writes `batch` at the journal's end with one write and one fdatasync, under the home's lock.
    func appendRecords(_ batch: [(sequence: UInt64, bytes: [UInt8])], to handle: JournalHandle)
        throws(StoreError)
    {
        var bytes: [UInt8]
        if batch.count == 1 {
            bytes = batch[0].bytes
        } else {
            bytes = []
            bytes.reserveCapacity(batch.reduce(0) { $0 + $1.bytes.count })
            for record in batch { bytes.append(contentsOf: record.bytes) }
        }
        let locked = access == .exclusive
        if locked { try FileSystem.lockWaiting(lockDescriptor, LOCK_EX, path: lockPath) }
        defer { if locked { FileSystem.unlock(lockDescriptor) } }
        if StoreCrashPoints.isSet, bytes.count > 1 {
            let half = bytes.count / 2
            try io.write(handle.descriptor, Array(bytes[..<half]), handle.length, journalPath)
            StoreCrashPoints.reach(.appendHalfWritten)
            try io.write(handle.descriptor, Array(bytes[half...]), handle.length + half, journalPath)
        } else {
            try io.write(handle.descriptor, bytes, handle.length, journalPath)
        }
        StoreCrashPoints.reach(.appendWritten)
        try io.synchronize(handle.descriptor, journalPath)
        StoreCrashPoints.reach(.appendSynchronized)
    }

    /// The journal to append to, created (atomically, holding just its header) if there is none.
    func journalForAppend() throws(StoreError) -> JournalHandle {
        if let journal { return journal }
        let created = try createJournal(baseSequence: snapshotSequence, tail: [])
        journal = created
        return created
    }

    /// Writes a journal of a header and `tail` to a temporary file and renames it into place.
    func createJournal(baseSequence: UInt64, tail: [UInt8]) throws(StoreError) -> JournalHandle {
        let name = try DocumentName(ServerStoreFiles.journalName)
        let (temporaryPath, descriptor) = try FileSystem.createTemporaryFile(in: directory) {
            name.temporaryFileName(unique: UInt64.random(in: .min ... .max))
        }
        var renamed = false
        defer {
            if !renamed {
                Glibc.close(descriptor)
                unlink(temporaryPath)
            }
        }
        let bytes = JournalFormat.header(baseSequence: baseSequence) + tail
        try FileSystem.write(bytes, to: descriptor, at: 0, path: temporaryPath)
        try FileSystem.synchronizeData(descriptor, path: temporaryPath)
        StoreCrashPoints.reach(.journalRestartWritten)
        try FileSystem.renameDurably(temporaryPath, over: journalPath, in: directory)
        renamed = true
        StoreCrashPoints.reach(.journalRestarted)
        let identity: FileSystem.FileIdentity
        do {
            identity = try FileSystem.identity(of: descriptor, path: journalPath)
        } catch {
            Glibc.close(descriptor)
            throw error
        }
        return JournalHandle(descriptor: descriptor, identity: identity, length: bytes.count)
    }

}
