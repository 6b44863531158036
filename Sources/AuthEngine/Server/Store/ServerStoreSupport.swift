import Synchronization

/// The files of the server store in `<home>/server/`.
enum ServerStoreFiles {
    /// Every record at one moment, written atomically (temporary file, fsync, rename).
    static let snapshotName = "state.snapshot"
    /// The committed transactions since that moment, one record each, appended and fsynced.
    static let journalName = "state.journal"
    /// The lock every opener holds while it reads or writes the two: shared to read, exclusive to
    /// write (`SecureFileStore`'s name for a lock called `state`).
    static let lockName = ".state.lock"
    /// The one document the state was before the journal, converted once and then kept as
    /// `state.json.migrated` (with `devices.json`, which held device keys and nonces).
    static let legacyStateName = "state.json"
    static let legacyDevicesName = "devices.json"
    static let migratedSuffix = ".migrated"
}

/// When the store writes a snapshot and starts its journal afresh: once the journal holds more
/// than `minimumJournalBytes` and more than `journalToSnapshotRatio` times the snapshot's size, so
/// a home opens by reading at most about twice what its state takes.
package struct JournalSnapshotPolicy: Sendable, Equatable {
    /// Below this many journal bytes no snapshot is written, whatever the state's size.
    package var minimumJournalBytes: Int
    /// How large the journal may grow relative to the snapshot before the next one.
    package var journalToSnapshotRatio: Double

    /// The policy with these bounds (by default 4 MiB, and the snapshot's size).
    package init(minimumJournalBytes: Int = 4 << 20, journalToSnapshotRatio: Double = 1) {
        self.minimumJournalBytes = minimumJournalBytes
        self.journalToSnapshotRatio = journalToSnapshotRatio
    }

    func isDue(journalBytes: Int, snapshotBytes: Int) -> Bool {
        journalBytes > minimumJournalBytes
            && Double(journalBytes) > Double(snapshotBytes) * journalToSnapshotRatio
    }
}

/// Something the store did on its own while opening a home, for the operator to know (a presenter
/// words it).
package enum ServerStoreNote: Sendable, Equatable {
    /// The journal ended in a record cut short (a crash in the middle of an append): its bytes,
    /// never acknowledged, were dropped.
    case discardedIncompleteRecord(byteCount: Int)
    /// The home's old documents were converted to the store and kept under these names.
    case migrated(keptAs: [String])
    /// A document of the old layout beside the store (left by a conversion interrupted before it
    /// renamed it) was renamed to this name, unread.
    case setAsideLeftover(String)
}

/// Counters of what the store did, for tests and the benchmark.
package struct ServerStoreStatistics: Sendable, Equatable {
    /// Journal bytes read to catch up with other processes (never the whole state).
    package var catchUpBytesRead = 0
    /// Times the state was read whole: opening, and catching up past a missed snapshot.
    package var fullLoads = 0
    /// Snapshots written (each followed by a fresh journal).
    package var snapshotsWritten = 0
    /// Appends to the journal, each ended by one fdatasync.
    package var batchesWritten = 0
    /// The records those appends carried (one per committed transaction).
    package var recordsWritten = 0
}

/// The file calls of appends, replaceable in tests to make a write or an fsync fail.
struct JournalIO: Sendable {
    var write:
        @Sendable (_ descriptor: Int32, _ bytes: [UInt8], _ offset: Int, _ path: String) throws(StoreError) ->
            Void
    var synchronize: @Sendable (_ descriptor: Int32, _ path: String) throws(StoreError) -> Void

    static let system = JournalIO(
        write: { (descriptor, bytes, offset, path) throws(StoreError) in
            try FileSystem.write(bytes, to: descriptor, at: offset, path: path)
        },
        synchronize: { (descriptor, path) throws(StoreError) in
            try FileSystem.synchronizeData(descriptor, path: path)
        })
}

/// The instants of the store's writes at which the crash tests kill their child process
/// (`Tests/Tools/ServerStoreWriter`): nothing sets the hook in the product.
package enum StoreCrashPoint: String, CaseIterable, Sendable {
    /// Half of a batch of records written, the rest not.
    case appendHalfWritten
    /// A batch written, not yet fsynced.
    case appendWritten
    /// A batch fsynced, its transactions not yet answered.
    case appendSynchronized
    /// A snapshot written to its temporary file and fsynced, not renamed.
    case snapshotWritten
    /// A snapshot renamed into place, the journal not yet started afresh.
    case snapshotInstalled
    /// The fresh journal written to its temporary file, not renamed.
    case journalRestartWritten
    /// The fresh journal renamed into place.
    case journalRestarted
}

/// The hook the crash tests set to kill their child at a `StoreCrashPoint`.
package enum StoreCrashPoints {
    /// Called at every `StoreCrashPoint` the store reaches, when set.
    package static let hook = Mutex<(@Sendable (StoreCrashPoint) -> Void)?>(nil)

    static func reach(_ point: StoreCrashPoint) {
        guard let hook = hook.withLock({ $0 }) else { return }
        hook(point)
    }

    static var isSet: Bool { hook.withLock { $0 != nil } }
}

/// What a request observed of the server store: the last transaction it wrote or read, which must
/// be durable before the request is answered (`TokenServer.handle` waits for it).
///
/// A server that owns its home (`ServerAccess.exclusive`) appends each transaction to a queue that
/// one thread writes and fsyncs, many at a time (group commit); a request does not block a thread
/// while it waits for its fsync, so any number of requests share each one.
final class DurabilityDemand: Sendable {
    struct Requirement {
        let store: ServerStore
        var sequence: UInt64
        var epoch: UInt64
        var failed: StoreError?
    }

    private let requirement = Mutex<Requirement?>(nil)

    /// The request that the running task answers, if any.
    @TaskLocal static var current: DurabilityDemand?

    func note(_ store: ServerStore, sequence: UInt64, epoch: UInt64) {
        requirement.withLock { requirement in
            guard var existing = requirement, existing.store === store else {
                requirement = Requirement(store: store, sequence: sequence, epoch: epoch)
                return
            }
            if existing.epoch != epoch {
                // A failed write ended the epoch of what was noted before: decided now, for good.
                if case .failed(let error) = store.outcome(sequence: existing.sequence, epoch: existing.epoch)
                {
                    existing.failed = existing.failed ?? error
                }
                existing.epoch = epoch
                existing.sequence = sequence
            } else {
                existing.sequence = max(existing.sequence, sequence)
            }
            requirement = existing
        }
    }

    func take() -> Requirement? {
        requirement.withLock { requirement in
            defer { requirement = nil }
            return requirement
        }
    }
}

/// Whether a transaction (its sequence number in an epoch) reached the disk.
enum DurabilityOutcome {
    case durable
    case pending
    case failed(StoreError)
}
