@preconcurrency import Dispatch
import Glibc
import Synchronization

/// SIGINT and SIGTERM, taken from their default action (ending the process at once) and delivered
/// to a handler on a dispatch queue instead; one that arrives before the handler is set is kept
/// for it.
final class ServerSignals {
    private let sources: [any DispatchSourceSignal]
    private let relay = SignalRelay()

    init() {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            return DispatchSource.makeSignalSource(signal: number, queue: .global())
        }
        for source in sources {
            // Resumed at once: libdispatch traps when a suspended source is released.
            // Formed outside any actor: it runs on a dispatch thread.
            source.setEventHandler { @Sendable [relay] in relay.deliver() }
            source.resume()
        }
    }

    /// Runs `handler` at each signal from now on, and at once for one that came before.
    func onSignal(_ handler: @escaping @Sendable () -> Void) {
        relay.set(handler)
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}

/// The handler signals go to, and whether one came while there was none.
private final class SignalRelay: Sendable {
    private let state = Mutex<(handler: (@Sendable () -> Void)?, pending: Bool)>((nil, false))

    func deliver() {
        let handler = state.withLock { current in
            current.pending = current.handler == nil
            return current.handler
        }
        handler?()
    }

    func set(_ handler: @escaping @Sendable () -> Void) {
        let pending = state.withLock { current in
            current.handler = handler
            return current.pending
        }
        if pending { handler() }
    }
}
