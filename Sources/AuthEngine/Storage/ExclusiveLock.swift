/// An exclusive `flock` on a lock file, held from `init` until `release()`.
///
/// `flock` belongs to the open file description, so it excludes other processes and also other
/// threads of this process (each opens its own description). It is not reentrant: taking the same
/// lock again on one thread while holding it deadlocks.
struct ExclusiveLock {
    private let descriptor: Int32

    init(lockFilePath: String) throws(StoreError) {
        descriptor = try FileSystem.openAndLockExclusively(lockFilePath)
    }

    /// Closing the descriptor drops the lock; the kernel also drops it if the process dies.
    func release() {
        FileSystem.releaseLock(descriptor)
    }
}
