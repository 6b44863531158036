import Glibc

/// The marks by which a start knows whether this device has anything to settle with the server
/// (`AuthClient.reconcileIfNeeded()`), so that a start with nothing to settle makes no request for
/// it.
///
/// An operation whose server half comes first and leaves nothing on this device until its device
/// half (a registration, a PIN proof that may be the last one allowed, an authenticator's
/// registration or removal) marks itself first: `.pending-<hex>` in the device directory, on disk
/// (file and directory flushed) before its server call, with an exclusive `flock` on it while the
/// operation runs. It removes the mark once its device half is written. A mark left behind is an
/// operation that a crash (or a failure after its server call) cut short. The kernel drops the
/// `flock` with a dead process, so a reconciliation tells a live operation of another process
/// (locked) from a dead one's (not locked), and clears only the dead ones once it has settled them.
///
/// `.settled` says this home has been reconciled once since it keeps these marks; a home without
/// it (made by a release that kept none, whose crashes left no mark) is reconciled at every start
/// until one asks the server. Neither file is a document: both start with a dot, like the store's
/// lock files, so no listing of documents sees them.
final class PendingOperationMark {
    private let path: String
    private var descriptor: Int32

    fileprivate init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// The operation finished both halves: the mark goes. Not flushed: should a crash undo the
    /// removal, the next start reconciles once more and finds nothing to do.
    func remove() {
        _ = try? FileSystem.removeFileIfPresent(path)
        release()
    }

    /// The operation ended without finishing its device half: the mark stays for the next start
    /// (or another process's reconciliation) to settle, and the lock goes.
    func release() {
        guard descriptor >= 0 else { return }
        FileSystem.releaseLock(descriptor)
        descriptor = -1
    }

    deinit { release() }
}

/// Marks of operations whose processes are gone, locked by the reconciliation that found them, so
/// that it clears exactly these once it has settled what they were doing.
struct AbandonedMarks {
    fileprivate let marks: [PendingOperationMark]

    /// Lets them go without clearing them: the reconciliation did not settle them.
    func release() {
        for mark in marks { mark.release() }
    }
}

extension DeviceStore {
    /// What every mark's name starts with.
    static let pendingMarkPrefix = ".pending-"
    /// The suffix of a mark being made: renamed to its final name only once it is locked, so no
    /// reconciliation ever finds an unlocked mark of a live operation.
    static let unfinishedMarkSuffix = ".new"
    /// The file that says this home has been reconciled since it keeps marks.
    static let settledName = ".settled"

    /// Marks an operation that is about to change the server's half first, on disk and locked.
    func markPendingOperation() throws(AuthError) -> PendingOperationMark {
        let directory = store.directory
        let created: (path: String, descriptor: Int32)
        do {
            created = try FileSystem.createExclusiveFile(in: directory, access: O_RDWR) {
                Self.pendingMarkPrefix + String(UInt64.random(in: .min ... .max), radix: 16)
                    + Self.unfinishedMarkSuffix
            }
        } catch {
            throw .storage(error)
        }
        let finalPath = String(created.path.dropLast(Self.unfinishedMarkSuffix.utf8.count))
        do throws(StoreError) {
            // Only a reconciliation takes a mark's lock, and it removes an unfinished mark only
            // once it holds it: then this operation fails here, before its server call.
            guard try FileSystem.lock(created.descriptor, LOCK_EX | LOCK_NB, path: created.path) else {
                throw .fileSystem(.lock, path: created.path, errno: EWOULDBLOCK)
            }
            try FileSystem.synchronize(created.descriptor, path: created.path)
            guard rename(created.path, finalPath) == 0 else {
                throw .fileSystem(.replace, path: finalPath, errno: errno)
            }
            try FileSystem.synchronizeDirectory(directory)
        } catch {
            _ = try? FileSystem.removeFileIfPresent(created.path)
            FileSystem.releaseLock(created.descriptor)
            throw .storage(error)
        }
        return PendingOperationMark(path: finalPath, descriptor: created.descriptor)
    }

    /// Whether a start has something to settle: the home was never reconciled since it keeps
    /// marks, or an operation's mark is there (a live one's too: settling is harmless then).
    func hasUnsettledOperations() throws(AuthError) -> Bool {
        guard access(store.directory + "/" + Self.settledName, F_OK) == 0 else { return true }
        do {
            return try FileSystem.regularFileNames(in: store.directory).contains(where: Self.isFinishedMark)
        } catch {
            throw .storage(error)
        }
    }

    /// The marks no live process holds, each now locked by the caller; unfinished ones (a process
    /// that died before its server call) are removed at once.
    func abandonedMarks() -> AbandonedMarks {
        let names = (try? FileSystem.regularFileNames(in: store.directory)) ?? []
        var marks: [PendingOperationMark] = []
        for name in names where name.hasPrefix(Self.pendingMarkPrefix) {
            let path = store.directory + "/" + name
            guard let descriptor = try? FileSystem.openRetrying(path, O_RDWR | O_CLOEXEC) else { continue }
            guard (try? FileSystem.lock(descriptor, LOCK_EX | LOCK_NB, path: path)) == true else {
                FileSystem.releaseLock(descriptor)
                continue
            }
            let mark = PendingOperationMark(path: path, descriptor: descriptor)
            if Self.isFinishedMark(name) { marks.append(mark) } else { mark.remove() }
        }
        return AbandonedMarks(marks: marks)
    }

    /// After a reconciliation that asked the server: clears the marks it settled and notes that the
    /// home has been reconciled (neither flushed: undone by a crash, they cost one more
    /// reconciliation).
    func settled(_ abandoned: AbandonedMarks) {
        for mark in abandoned.marks { mark.remove() }
        let path = store.directory + "/" + Self.settledName
        guard access(path, F_OK) != 0 else { return }
        if let created = try? FileSystem.createExclusiveFile(in: store.directory, name: { Self.settledName })
        {
            Glibc.close(created.descriptor)
        }
    }

    private static func isFinishedMark(_ name: String) -> Bool {
        name.hasPrefix(pendingMarkPrefix) && !name.hasSuffix(unfinishedMarkSuffix)
    }
}

extension AuthClient {
    /// Runs `body`, an operation whose server half comes first, marked as pending from before it
    /// starts until it returns; when it throws, the mark stays for the next start to settle.
    func markedPending<Result>(
        _ body: () async throws(AuthError) -> Result
    ) async throws(AuthError) -> Result {
        let mark = try device.markPendingOperation()
        do {
            let result = try await body()
            mark.remove()
            return result
        } catch {
            mark.release()
            throw error
        }
    }
}
