/// The task of an event a waiting question awaits, started when the screen loop reaches the read:
/// the terminal checks whether it has ended between looks at the input, the loop takes its outcome
/// or cancels it.
@MainActor
package final class AwaitedEvent<Outcome: Sendable> {
    private let task: Task<Outcome, Never>
    /// True once the event has returned (cancelled or not).
    package private(set) var hasEnded = false

    /// Starts `event` now.
    package init(_ event: @escaping @Sendable () async -> Outcome) {
        let task = Task { await event() }
        self.task = task
        Task { [weak self] in
            _ = await task.value
            self?.hasEnded = true
        }
    }

    /// What the event returned, once it has.
    package var outcome: Outcome {
        get async { await task.value }
    }

    /// Waits until the event has returned and `hasEnded` says so.
    package func end() async {
        _ = await task.value
        hasEnded = true
    }

    /// Asks the event to stop; its outcome is dropped by whoever cancels it.
    package func cancel() {
        task.cancel()
    }
}

/// What ended a read made while an event is awaited.
package enum WaitedInput: Equatable, Sendable {
    /// A line typed (or scripted) before the event ended.
    case line(String)
    /// The event ended first; the prompt's line has been ended.
    case eventEnded
    /// Ctrl-C, where the question offers to cancel.
    case interrupted
    /// The input ended first.
    case endOfInput
}
