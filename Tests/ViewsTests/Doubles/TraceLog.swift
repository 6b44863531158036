import Synchronization
import Views

/// Records what a view traces, each hop as `Presenter -> View: …` or `View -> Presenter: …`, in
/// the order the view wrote them.
final class TraceLog: Sendable {
    private let recorded = Mutex<[String]>([])

    /// A trace writing into this log, as the composition root's writes into the tracer.
    var trace: ViewTrace {
        ViewTrace(
            shown: { call in self.record("Presenter -> View: " + call) },
            handedOver: { call in self.record("View -> Presenter: " + call) })
    }

    /// Every hop so far.
    var hops: [String] { recorded.withLock { $0 } }

    private func record(_ hop: String) {
        recorded.withLock { $0.append(hop) }
    }
}
