import Dispatch

/// Runs the interactive session's engine work on the main queue, where its screens already run.
///
/// The screens are on the main actor and wait for the person's answer there; without this, every
/// call they make into an interactor and the engine hops to the concurrency runtime's pool and
/// back. A start then woke four threads (the pool's first worker, another, its manager and the
/// main queue's) and handed its work between them, which cost more than its instructions: about a
/// third of what a restored session's start took beyond the static hello (docs/ENGINE.md,
/// Start-up). With
/// this as the task's executor preference (`CommandRunner.interactive`), nonisolated code and the
/// engine's actors run their jobs on the main queue too: one thread, no hand-overs.
///
/// Nothing is lost by it: the person waits on each answer anyway, and work that is slow on
/// purpose — key derivation — still leaves the main queue (`SlowWork`), so the spinner keeps
/// turning while it runs. The HTTP server, the companion commands and the tests never set it.
final class MainQueueTaskExecutor: TaskExecutor {
    /// The one instance: the main queue is one.
    static let shared = MainQueueTaskExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }
}
