/// One hop of a traced session, as its callers describe it: the module it belongs to, the layers it
/// crosses and what crossed; a renderer (`TraceFormat`) decides how it is written.
package struct TraceHop: Sendable, Equatable {
    /// The module that made the hop (`Dashboard`), or the layer that made it on its own (`Engine`,
    /// `Router`).
    package let module: String
    /// The layer the hop leaves.
    package let from: Layer
    /// The layer it reaches; nil for a note inside `from`.
    package let to: Layer?
    /// What crossed, in words that never hold a secret.
    package let message: String

    /// A hop of `module` from `from` to `to`, or a note inside `from` when `to` is nil.
    package init(module: String, from: Layer, to: Layer?, message: String) {
        self.module = module
        self.from = from
        self.to = to
        self.message = message
    }

    /// The hop as `--trace` writes it by default: `trace: <Module>: <From> -> <To>: <message>`, or
    /// `trace: <Module>: <Layer>: <message>` for a note.
    package var textLine: String {
        guard let to else { return "trace: \(module): \(from.rawValue): \(message)" }
        return "trace: \(module): \(from.rawValue) -> \(to.rawValue): \(message)"
    }

    /// Whether `module` names a screen's module rather than a layer tracing its own hops (the
    /// engine's requests, the router's transitions), which belong to the screen around them.
    package var isScreenModule: Bool { Layer(rawValue: module) == nil }
}
