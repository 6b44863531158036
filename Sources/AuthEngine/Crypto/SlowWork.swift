/// Where work that is slow on purpose runs: key derivation (PBKDF2 over a PIN, a password or an
/// authenticator's secret) takes tens to hundreds of milliseconds by design.
///
/// The interactive app runs its engine work on the main thread, beside its screens: the client's
/// actors run on the main actor's executor, and the functions between run where they are called
/// (docs/ARCHITECTURE.md, "Concurrency"), so a start needs no thread besides the main one. Work
/// this slow would stop the screens there — the spinner that says a PIN is being checked would
/// stand still — so it runs on the global concurrent executor instead, and the caller, isolated to
/// whatever actor it is, waits for it without holding a thread. Where the engine already runs on
/// the pool (the HTTP server) it only adds a task. Debug builds check the rule in `PBKDF2`.
package enum SlowWork {
    /// Runs `work` on the global concurrent executor and returns its result.
    ///
    /// A task of its own: a call to a nonisolated function would run on the caller's executor
    /// (`NonisolatedNonsendingByDefault`), and a task executor preference does not move work off an
    /// actor with an executor of its own, as the client's are.
    package static func perform<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let worker = Task.detached(priority: Task.currentPriority) {
            Result { () throws(Failure) -> Value in try work() }
        }
        return try await worker.value.get()
    }
}
