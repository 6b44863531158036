import Glibc

/// A mutex with a condition variable, for the store's committer and the threads that wait for it.
///
/// `Synchronization.Mutex` has no condition to wait on; this wraps the pthread pair. Both live in
/// their own allocations because a pthread mutex must never move once initialised.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the mutex.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Releases the mutex until another thread broadcasts, then takes it again; call it in a loop
    /// that checks what it waits for, since wake-ups may be spurious.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every waiting thread.
    func broadcast() { pthread_cond_broadcast(condition) }
}

/// Starts a detached thread running `body`; false if the system refused one. The one thread
/// starter of the engine (`SocketPlatform.startThread`), which the HTTP server's loop uses too.
func startStoreThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    SocketPlatform.startThread(body) == 0
}
