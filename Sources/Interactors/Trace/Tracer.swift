/// A layer of the app, as `--trace` names it.
package enum Layer: String, Sendable, CaseIterable {
    /// A terminal view: prints a screen and reads a line.
    case view = "View"
    /// Presentation logic: turns input into use cases and results into view models.
    case presenter = "Presenter"
    /// A use case, wrapping the engine.
    case interactor = "Interactor"
    /// The authentication engine (client and in-process token server).
    case engine = "Engine"
    /// The flow state machine.
    case router = "Router"
}

/// Writes one line per hop across the layers when `--trace` is on; costs one branch when it is off.
///
/// Callers describe a hop in words that never contain a secret: a PIN is traced as its length.
package final class Tracer: Sendable {
    private let sink: (@Sendable (String) -> Void)?

    /// A tracer that writes each hop to `sink` (standard error, in the app).
    package init(sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    private init() {
        sink = nil
    }

    /// A tracer that writes nothing.
    package static let disabled = Tracer()

    /// True when hops are written.
    package var isEnabled: Bool { sink != nil }

    /// Records that `module` passed `message` from one layer to the next.
    package func hop(
        _ from: Layer, _ to: Layer, in module: String, _ message: @autoclosure () -> String
    ) {
        guard let sink else { return }
        sink("trace: \(module): \(from.rawValue) -> \(to.rawValue): \(message())")
    }

    /// Records something that happens inside one layer, such as the router moving to the next flow.
    package func note(_ layer: Layer, in module: String, _ message: @autoclosure () -> String) {
        guard let sink else { return }
        sink("trace: \(module): \(layer.rawValue): \(message())")
    }
}
