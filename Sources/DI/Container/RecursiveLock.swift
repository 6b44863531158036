#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock the thread holding it may take again: a factory runs under the container's lock and
/// resolves its own dependencies through the same container, on the same thread.
///
/// `Synchronization.Mutex` cannot be re-entered, hence the one pthread mutex of the DI target.
final class RecursiveLock: @unchecked Sendable {
    // Safe to share: the mutex lives at a fixed heap address for the lock's lifetime and is only
    // touched through pthread calls, which are thread-safe by contract.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock, which this thread may already hold.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
