import Glibc

/// The token server's store: the state in memory, indexed (`ServerState`), made durable by a
/// write-ahead journal of committed transactions and a snapshot of the whole state.
///
/// - A transaction runs its body on the state in memory, records every change it makes, and is
///   appended to the journal as one record (length, sequence number, checksums, the changed
///   records) and fsynced before its request is answered; a body that throws, or a write that
///   fails, is undone, so memory always holds what the disk holds.
/// - A server that owns its home (`ServerAccess.exclusive`) queues records for a committer thread,
///   which writes everything queued with one write and one fdatasync (group commit); the requests
///   whose records it carried are answered after it. Readers are answered only once what they read
///   is durable too.
/// - In-process servers that share a home (`ServerAccess.shared`) take the home's lock around each
///   read (shared) and transaction (exclusive), and first catch up by reading only the journal
///   records other processes appended since their last read.
/// - When the journal outgrows its bound (`JournalSnapshotPolicy`), the state is written as a new
///   snapshot (atomically) and the journal starts afresh with the records after it.
/// - Opening reads the snapshot and replays the journal. A record cut short at the end (a crash in
///   the middle of an append) is dropped with a note; damage before the end stops the opening with
///   an error naming the file.
///
/// Everything mutable is guarded by `monitor`.
final class ServerStore: @unchecked Sendable {
    let directory: String
    let access: ServerAccess
    let clock: any WallClock
    let policy: JournalSnapshotPolicy
    let signInLimit: SignInRateLimiter.Configuration
    let io: JournalIO
    let monitor = ConditionLock()

    var state = ServerState()
    var isOpen = false
    var lockDescriptor: Int32 = -1
    var journal: JournalHandle?
    /// The sequence number of the last transaction in memory, and of the last one on disk.
    var lastSequence: UInt64 = 0
    var durableSequence: UInt64 = 0
    /// The sequence number the snapshot holds, and its size.
    var snapshotSequence: UInt64 = 0
    var snapshotByteCount = 0
    /// Incremented by every failed append, which undoes every transaction not yet durable.
    var epoch: UInt64 = 0
    /// The last durable sequence number of each ended epoch, and why it ended.
    var epochEnds: [UInt64: (durable: UInt64, error: StoreError)] = [:]
    /// Set when a failed append could not be cut off the journal: nothing is appended until it is.
    var poisoned: StoreError?

    // Group commit (exclusive access).
    var pending: [(sequence: UInt64, bytes: [UInt8])] = []
    var waiters: [Waiter] = []
    var committerRunning = false
    var stopping = false
    var snapshotJob: SnapshotJob?
    /// The journal length at which writing a snapshot last failed, so it is not retried each batch.
    var snapshotRetryLength = 0

    var notes: [ServerStoreNote] = []
    var statistics = ServerStoreStatistics()

    struct JournalHandle {
        var descriptor: Int32
        var identity: FileSystem.FileIdentity
        /// The end of the last whole record: where the next append goes, or the next read starts.
        var length: Int
    }

    struct Waiter {
        var sequence: UInt64
        var epoch: UInt64
        var continuation: CheckedContinuation<StoreError?, Never>
    }

    struct SnapshotJob {
        var sequence: UInt64
        var epoch: UInt64
        /// Where the records after `sequence` start in the journal, once known.
        var boundary: Int?
        var temporary: (path: String, byteCount: Int)?
    }

    init(
        directory: String, access: ServerAccess, clock: any WallClock, policy: JournalSnapshotPolicy,
        signInLimit: SignInRateLimiter.Configuration, io: JournalIO = .system
    ) {
        self.directory = directory
        self.access = access
        self.clock = clock
        self.policy = policy
        self.signInLimit = signInLimit
        self.io = io
    }

    deinit {
        if let journal { Glibc.close(journal.descriptor) }
        if lockDescriptor >= 0 { Glibc.close(lockDescriptor) }
    }

    var snapshotPath: String { directory + "/" + ServerStoreFiles.snapshotName }
    var journalPath: String { directory + "/" + ServerStoreFiles.journalName }

    // MARK: Reading and changing the state

    /// Opens the home now (reading or converting it), so damage is reported at start-up.
    func open() throws(StoreError) {
        try monitor.withLock { () throws(StoreError) in try ensureOpen() }
    }

    /// Runs `body` on the state as of now; what it read is durable before the request is answered.
    func read<Result>(_ body: (ServerState) throws(ServerFailure) -> Result) throws(ServerFailure) -> Result {
        monitor.lock()
        var locked = true
        defer { if locked { monitor.unlock() } }
        do { try ensureOpen() } catch { throw .storage(error) }
        if access == .shared {
            do { try lockHome(LOCK_SH) } catch { throw .storage(error) }
            defer { FileSystem.unlock(lockDescriptor) }
            do { try catchUp(writing: false) } catch { throw .storage(error) }
            return try Self.lend(&state, to: body)
        }
        let result = try Self.lend(&state, to: body)
        let demand = (sequence: lastSequence, epoch: epoch)
        let settled = lastSequence <= durableSequence
        locked = false
        monitor.unlock()
        if !settled { try satisfy(sequence: demand.sequence, epoch: demand.epoch) }
        return result
    }

    /// Hands `state` to a reader in place. Passing the stored property itself would copy the whole
    /// state for the call (a retain and a release of every table's storage, more than a request's
    /// own reads cost); through `inout`, which this exclusive access already allows, the reader
    /// borrows it.
    private static func lend<Result>(
        _ state: inout ServerState, to body: (ServerState) throws(ServerFailure) -> Result
    ) throws(ServerFailure) -> Result {
        try body(state)
    }

    /// Runs `body` on the state and commits what it changed as one journal record; a body that
    /// throws changes nothing. Expired records are pruned in the same transaction.
    func transaction<Result>(
        _ body: (inout ServerState) throws(ServerFailure) -> Result
    ) throws(ServerFailure) -> Result {
        access == .shared ? try sharedTransaction(body) : try queuedTransaction(body)
    }

    /// Every record, as the documents a home kept before the journal (for tests and tools).
    func documents() throws(ServerFailure) -> (state: ServerStateDocument, devices: DeviceKeysDocument) {
        try read { state throws(ServerFailure) in try state.documents() }
    }

    var currentNotes: [ServerStoreNote] { monitor.withLock { notes } }
    var currentStatistics: ServerStoreStatistics { monitor.withLock { statistics } }

    /// Transactions of a home shared with other processes: under the home's lock from catching up
    /// to the fsync, one at a time.
    func sharedTransaction<Result>(
        _ body: (inout ServerState) throws(ServerFailure) -> Result
    ) throws(ServerFailure) -> Result {
        monitor.lock()
        defer { monitor.unlock() }
        do {
            try ensureOpen()
            try lockHome(LOCK_EX)
        } catch {
            throw .storage(error)
        }
        defer { FileSystem.unlock(lockDescriptor) }
        do { try catchUp(writing: true) } catch { throw .storage(error) }
        if poisoned != nil { try repairPoisonedJournal() }
        let outcome = try runBody(body)
        guard let record = outcome.record else { return outcome.result }
        let sequence = lastSequence + 1
        do {
            let handle = try journalForAppend()
            try appendRecords([(sequence, record)], to: handle)
            journal?.length = handle.length + record.count
        } catch {
            state.rollBack(after: durableSequence)
            cutJournal()
            throw .storage(error)
        }
        lastSequence = sequence
        durableSequence = sequence
        state.forget(through: sequence)
        statistics.batchesWritten += 1
        statistics.recordsWritten += 1
        if let journal, journal.length > snapshotRetryLength,
            policy.isDue(journalBytes: journal.length, snapshotBytes: snapshotByteCount)
        {
            rotateInline()
        }
        return outcome.result
    }

    /// Transactions of a home this process owns: applied at once, written by the committer.
    func queuedTransaction<Result>(
        _ body: (inout ServerState) throws(ServerFailure) -> Result
    ) throws(ServerFailure) -> Result {
        monitor.lock()
        var locked = true
        defer { if locked { monitor.unlock() } }
        do { try ensureOpen() } catch { throw .storage(error) }
        if poisoned != nil { try repairPoisonedJournal() }
        let outcome = try runBody(body)
        var demand = (sequence: lastSequence, epoch: epoch)
        if let record = outcome.record {
            let sequence = lastSequence + 1
            lastSequence = sequence
            pending.append((sequence, record))
            demand.sequence = sequence
            monitor.broadcast()
        }
        let settled = demand.sequence <= durableSequence
        locked = false
        monitor.unlock()
        if !settled { try satisfy(sequence: demand.sequence, epoch: demand.epoch) }
        return outcome.result
    }

    /// Prunes, runs `body` and, if it changed anything, returns the journal record of the changes
    /// too (the transaction is then committed in memory, its undo kept until it is durable).
    func runBody<Result>(
        _ body: (inout ServerState) throws(ServerFailure) -> Result
    ) throws(ServerFailure) -> (result: Result, record: [UInt8]?) {
        state.pruneExpired(now: clock.now)
        let result: Result
        do {
            result = try body(&state)
        } catch {
            state.abortOpenChanges()
            throw error
        }
        guard state.hasOpenChanges else { return (result, nil) }
        do {
            try state.encodeOpenChanges()
        } catch {
            state.abortOpenChanges()
            throw .storage(error)
        }
        var payload = ByteWriter(capacity: 512)
        state.commitOpenChanges(sequence: lastSequence + 1, into: &payload)
        return (result, JournalFormat.record(sequence: lastSequence + 1, payload: payload.bytes))
    }

    // MARK: Waiting for durability (exclusive access)

    /// Makes the caller's answer wait until `sequence` of `epoch` is durable: the running request
    /// waits in `TokenServer.handle` without holding a thread; any other caller blocks here.
    func satisfy(sequence: UInt64, epoch: UInt64) throws(ServerFailure) {
        if let demand = DurabilityDemand.current {
            demand.note(self, sequence: sequence, epoch: epoch)
            return
        }
        monitor.lock()
        defer { monitor.unlock() }
        while true {
            switch lockedOutcome(sequence: sequence, epoch: epoch) {
            case .durable: return
            case .failed(let error): throw .storage(error)
            case .pending: monitor.wait()
            }
        }
    }

    /// Whether `sequence` of `epoch` is durable, failed, or still on its way.
    func outcome(sequence: UInt64, epoch: UInt64) -> DurabilityOutcome {
        monitor.withLock { lockedOutcome(sequence: sequence, epoch: epoch) }
    }

    func lockedOutcome(sequence: UInt64, epoch: UInt64) -> DurabilityOutcome {
        if epoch == self.epoch { return sequence <= durableSequence ? .durable : .pending }
        guard let end = epochEnds[epoch] else { return .durable }
        return sequence <= end.durable ? .durable : .failed(end.error)
    }

    /// Waits, without blocking a thread, until `sequence` of `epoch` is durable; the error when
    /// its append failed.
    func waitUntilDurable(sequence: UInt64, epoch: UInt64) async -> StoreError? {
        await withCheckedContinuation { (continuation: CheckedContinuation<StoreError?, Never>) in
            monitor.lock()
            switch lockedOutcome(sequence: sequence, epoch: epoch) {
            case .durable:
                monitor.unlock()
                continuation.resume(returning: nil)
            case .failed(let error):
                monitor.unlock()
                continuation.resume(returning: error)
            case .pending:
                waiters.append(Waiter(sequence: sequence, epoch: epoch, continuation: continuation))
                monitor.unlock()
            }
        }
    }

    /// The waiters whose fate is now known, removed from the list; resumed by the caller after it
    /// releases the monitor.
    func settledWaiters() -> [(CheckedContinuation<StoreError?, Never>, StoreError?)] {
        var settled: [(CheckedContinuation<StoreError?, Never>, StoreError?)] = []
        waiters.removeAll { waiter in
            switch lockedOutcome(sequence: waiter.sequence, epoch: waiter.epoch) {
            case .pending: return false
            case .durable: settled.append((waiter.continuation, nil))
            case .failed(let error): settled.append((waiter.continuation, error))
            }
            return true
        }
        return settled
    }

}
