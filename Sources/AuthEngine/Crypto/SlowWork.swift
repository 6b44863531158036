/// Where work that is slow on purpose runs: key derivation (PBKDF2 over a PIN, a password or an
/// authenticator's secret) takes tens to hundreds of milliseconds by design.
///
/// The interactive app runs its engine work on the main queue, beside its screens: one thread
/// instead of the concurrency runtime's pool, whose threads and hand-overs cost a start more than
/// its instructions did (docs/ENGINE.md, Start-up). Work this slow would stop the screens there — the spinner that says a PIN is being
/// checked would stand still — so it runs on the global concurrent executor instead, and the
/// caller, on whatever executor and isolated to whatever actor it is, waits for it without holding
/// a thread. Where the engine already runs on the pool (the HTTP server, the companion commands,
/// the tests) it only adds a task. Debug builds check the rule in `PBKDF2`.
package enum SlowWork {
    /// Runs `work` on the global concurrent executor and returns its result.
    ///
    /// A task of its own, not a task executor preference: a preference for the global executor
    /// inside the interactive app's preference for the main queue does not move the work (the
    /// runtime keeps the outer one), and an actor already running would keep it where it is.
    package static func perform<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let worker = Task.detached(priority: Task.currentPriority) {
            Result { () throws(Failure) -> Value in try work() }
        }
        return try await worker.value.get()
    }
}
