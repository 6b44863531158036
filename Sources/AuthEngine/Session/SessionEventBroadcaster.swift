import Synchronization

/// Hands every session event to every current subscriber, each through its own `AsyncStream`.
///
/// A subscriber sees the events published after it subscribed, in publication order, until it
/// stops iterating or `finish()` is called.
package final class SessionEventBroadcaster: Sendable {
    private struct Subscribers {
        var nextIdentifier = 0
        var continuations: [Int: AsyncStream<SessionEvent>.Continuation] = [:]
        var isFinished = false
    }

    private let subscribers = Mutex(Subscribers())

    /// Creates a broadcaster without subscribers.
    package init() {}

    /// A stream of the events published from now on; it ends at once if the broadcaster has finished.
    package func subscribe() -> AsyncStream<SessionEvent> {
        // Unbounded: events are rare and small, and a slow subscriber must still see every one.
        let (stream, continuation) = AsyncStream.makeStream(
            of: SessionEvent.self, bufferingPolicy: .unbounded)
        let identifier: Int? = subscribers.withLock { state in
            guard !state.isFinished else { return nil }
            let identifier = state.nextIdentifier
            state.nextIdentifier += 1
            state.continuations[identifier] = continuation
            return identifier
        }
        guard let identifier else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.unsubscribe(identifier)
        }
        return stream
    }

    /// Sends `event` to every subscriber.
    package func publish(_ event: SessionEvent) {
        // Yielding under the lock keeps one order for all subscribers even with concurrent
        // publishers; `yield` never calls back into this type, so it cannot deadlock.
        subscribers.withLock { state in
            for continuation in state.continuations.values {
                continuation.yield(event)
            }
        }
    }

    /// Ends every stream after its buffered events; later subscribers get an empty stream.
    package func finish() {
        let continuations = subscribers.withLock { state in
            state.isFinished = true
            defer { state.continuations.removeAll() }
            return Array(state.continuations.values)
        }
        // Outside the lock: `finish` runs `onTermination`, which takes the lock again.
        for continuation in continuations {
            continuation.finish()
        }
    }

    private func unsubscribe(_ identifier: Int) {
        _ = subscribers.withLock { state in
            state.continuations.removeValue(forKey: identifier)
        }
    }
}
