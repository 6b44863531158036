import Interactors
import Synchronization

/// Collects what a `Tracer` writes, so a test can assert the hops a presenter traced.
final class HopRecorder: Sendable {
    private let recorded = Mutex<[String]>([])

    /// A tracer that writes here.
    var tracer: Tracer {
        Tracer { [self] line in recorded.withLock { $0.append(line) } }
    }

    /// Every line traced so far, in order.
    var lines: [String] { recorded.withLock { $0 } }
}
