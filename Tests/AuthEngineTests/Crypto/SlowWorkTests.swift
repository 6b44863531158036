import Dispatch
import Testing

@testable import AuthEngine

/// A task executor running its jobs on one serial queue, which can tell whether it is running.
final class SerialQueueTaskExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "serial-queue-task-executor")
    private let key = DispatchSpecificKey<Bool>()

    init() {
        queue.setSpecific(key: key, value: true)
    }

    /// Whether the calling code runs on this executor's queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

/// An actor with the default executor, which follows the task's executor preference.
private actor Deriver {
    func derive(on executor: SerialQueueTaskExecutor) async -> (before: Bool, during: Bool) {
        let before = executor.isCurrent
        let during = await SlowWork.perform { executor.isCurrent }
        return (before, during)
    }
}

@Suite("Slow work leaves the caller's executor free")
struct SlowWorkTests {
    /// Where a nonisolated function runs, then where the slow work it hands over runs.
    private static func probe(_ executor: SerialQueueTaskExecutor) async -> (before: Bool, during: Bool) {
        let before = executor.isCurrent
        let during = await SlowWork.perform { executor.isCurrent }
        return (before, during)
    }

    @Test("nonisolated code on a preferred executor hands the work to another")
    func nonisolatedCaller() async {
        let executor = SerialQueueTaskExecutor()
        let seen = await withTaskExecutorPreference(executor) { await Self.probe(executor) }
        #expect(seen.before, "the probe did not run on the preferred executor: the test proves nothing")
        #expect(!seen.during)
    }

    /// Calls the actor from nonisolated code that first does work of its own on the preferred
    /// executor, as an interactor calls the engine's client. (Code that only called the actor
    /// would have its hop to the executor optimised away, and the actor would run where the
    /// caller was.)
    private static func ask(_ deriver: Deriver, on executor: SerialQueueTaskExecutor) async -> (
        before: Bool, during: Bool
    ) {
        guard executor.isCurrent else { return (false, false) }
        return await deriver.derive(on: executor)
    }

    @Test("an actor running on a preferred executor hands the work to another")
    func actorCaller() async {
        let executor = SerialQueueTaskExecutor()
        let deriver = Deriver()
        let seen = await withTaskExecutorPreference(executor) { await Self.ask(deriver, on: executor) }
        #expect(seen.before, "the actor did not run on the preferred executor: the test proves nothing")
        #expect(!seen.during)
    }

    @Test("the work's result and its typed error come back")
    func resultAndError() async {
        struct Refusal: Error, Equatable {}
        #expect(await SlowWork.perform { 6 * 7 } == 42)
        await #expect(throws: Refusal()) {
            try await SlowWork.perform { () throws(Refusal) -> Int in throw Refusal() }
        }
    }
}
