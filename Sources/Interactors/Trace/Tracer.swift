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
    /// The person's web browser, opened for a sign-in: the pages it visits and the redirect it
    /// comes back with, never their query.
    case browser = "Browser"
}

/// Hands each hop across the layers to a sink when `--trace` is on; costs one branch when it is off.
///
/// Callers describe a hop in words that never contain a secret: a PIN is traced as its length.
/// What a hop becomes is the sink's business (a text line, or an arrow of a Mermaid diagram), so
/// the callers are the same whatever the format.
package final class Tracer: Sendable {
    private let sink: (@Sendable (TraceHop) -> Void)?

    /// A tracer that writes each hop's text line (`TraceHop.textLine`) to `sink`.
    package convenience init(sink: @escaping @Sendable (String) -> Void) {
        self.init(hopSink: { sink($0.textLine) })
    }

    /// A tracer that hands each hop, as it is, to `hops` (a renderer such as `MermaidTraceWriter`).
    ///
    /// A function rather than a second initializer taking a closure, so `Tracer { _ in }` still
    /// names the text tracer alone.
    package static func handingHops(to hops: @escaping @Sendable (TraceHop) -> Void) -> Tracer {
        Tracer(hopSink: hops)
    }

    private init(hopSink: @escaping @Sendable (TraceHop) -> Void) {
        sink = hopSink
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
        sink(TraceHop(module: module, from: from, to: to, message: message()))
    }

    /// Records something that happens inside one layer, such as the router moving to the next flow.
    package func note(_ layer: Layer, in module: String, _ message: @autoclosure () -> String) {
        guard let sink else { return }
        sink(TraceHop(module: module, from: layer, to: nil, message: message()))
    }
}
