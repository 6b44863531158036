import Interactors
import Synchronization

/// Collects the lines a `Tracer` writes.
final class TraceRecorder: Sendable {
    private let recorded = Mutex<[String]>([])

    /// A tracer writing to this recorder.
    var tracer: Tracer {
        Tracer { line in self.recorded.withLock { $0.append(line) } }
    }

    /// Every line written, in order.
    var lines: [String] { recorded.withLock { $0 } }
}
