import Synchronization

/// A request the handler has answered, on its way back to the event loop.
struct HTTPCompletion: Sendable {
    var descriptor: Int32
    var connection: UInt64
    var response: EngineResponse
}

/// What other threads hand the event loop: answered requests and a stop request, each followed by
/// a byte on the wake pipe that brings the loop out of `poll` (at most one byte waits at a time).
/// It also carries the counters the loop publishes and the callers waiting for it to finish.
final class HTTPLoopSignals: Sendable {
    private struct State {
        var completions: [HTTPCompletion] = []
        var stopRequested = false
        var wakePending = false
        /// Nil once the loop has closed the pipe: a late wake-up must not write to a descriptor
        /// number the process may have reused.
        var wakeDescriptor: Int32?
        var finished = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>
    let acceptedConnections = Atomic<Int>(0)
    let openConnections = Atomic<Int>(0)
    let refusedConnections = Atomic<Int>(0)
    let reclaimedConnections = Atomic<Int>(0)
    let responses = Atomic<Int>(0)

    init(wakeDescriptor: Int32) {
        state = Mutex(State(wakeDescriptor: wakeDescriptor))
    }

    /// Hands an answered request to the loop (called from the handler's task).
    func deliver(_ completion: HTTPCompletion) {
        state.withLock { state in
            state.completions.append(completion)
            Self.wake(&state)
        }
    }

    /// Asks the loop to stop accepting and finish what is in flight.
    func requestStop() {
        state.withLock { state in
            state.stopRequested = true
            Self.wake(&state)
        }
    }

    /// Moves the answered requests into `completions`; true once a stop was requested.
    /// Called by the loop after it has emptied the wake pipe.
    func take(into completions: inout [HTTPCompletion]) -> Bool {
        state.withLock { state in
            state.wakePending = false
            swap(&completions, &state.completions)
            return state.stopRequested
        }
    }

    /// Closes the pipe's write end; called by the loop as it exits.
    func closeWakePipe() {
        state.withLock { state in
            if let descriptor = state.wakeDescriptor { SocketPlatform.close(descriptor) }
            state.wakeDescriptor = nil
        }
    }

    /// Resumes everyone waiting for the loop to end.
    func markFinished() {
        let waiters = state.withLock { state in
            state.finished = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the loop has ended.
    func waitUntilFinished() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let finished = state.withLock { state in
                if !state.finished { state.waiters.append(continuation) }
                return state.finished
            }
            if finished { continuation.resume() }
        }
    }

    private static func wake(_ state: inout State) {
        guard !state.wakePending, let descriptor = state.wakeDescriptor else { return }
        state.wakePending = true
        SocketPlatform.signalWakePipe(descriptor)
    }
}
