import Interactors
import Synchronization

@testable import DI

/// What a decorator test saw, in order: each trace line the decorator wrote, and each call that
/// reached the spy behind it.
final class DecoratorLog<Call: Equatable & Sendable>: Sendable {
    enum Entry: Equatable, Sendable {
        case hop(String)
        case call(Call)
    }

    private let recorded = Mutex<[Entry]>([])

    /// Every entry so far.
    var entries: [Entry] { recorded.withLock { $0 } }

    /// Only the trace lines.
    var hops: [String] {
        entries.compactMap {
            guard case .hop(let line) = $0 else { return nil }
            return line
        }
    }

    /// The hops of `module`, written into this log.
    func trace(_ module: String) -> ModuleTrace {
        // A tracer with a sink is enabled, so the trace exists.
        ModuleTrace(Tracer { [self] line in recorded.withLock { $0.append(.hop(line)) } }, module: module)!
    }

    /// Records a call that reached the spy.
    func record(_ call: Call) {
        recorded.withLock { $0.append(.call(call)) }
    }
}
