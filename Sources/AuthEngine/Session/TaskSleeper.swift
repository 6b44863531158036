/// The real `RetrySleeper`: suspends the task with `Task.sleep`, so no thread is blocked.
package struct TaskSleeper: RetrySleeper {
    /// Creates the sleeper.
    package init() {}

    /// Suspends for `seconds`; cancellation ends the wait early.
    package func sleep(seconds: Double) async throws(CancellationError) {
        do {
            try await Task.sleep(for: .seconds(seconds))
        } catch {
            // Task.sleep documents cancellation as its only failure.
            throw CancellationError()
        }
    }
}
