import Interactors
import Views

/// Where `--trace` writes a session's hops, in the format asked for: the tracer the container is
/// built with, and the end of the trace when the session ends.
///
/// Made only when `--trace` is given (`off` otherwise), so an untraced start-up makes nothing.
package struct TraceOutput: Sendable {
    /// The tracer to build the container with.
    package let tracer: Tracer
    private let diagram: MermaidTraceWriter?

    /// No trace: the disabled tracer.
    package static let off = TraceOutput(tracer: .disabled, diagram: nil)

    private init(tracer: Tracer, diagram: MermaidTraceWriter?) {
        self.tracer = tracer
        self.diagram = diagram
    }

    /// The hops in `format`: text lines handed to `writeLine` (which makes them safe for the
    /// terminal, as they may quote what was typed), or a Mermaid diagram's lines handed to `write`
    /// (safe as written: `MermaidLabel` escapes every label). `throughServer` draws the token
    /// server's lane, for an engine that talks to one over HTTP. What would end the diagram (its
    /// last arrow and the open screen's `end`) is kept for the termination signals' handler
    /// (`TerminalSignals.writeOnTermination`), so Ctrl-C leaves a diagram that renders.
    package init(
        format: TraceFormat, throughServer: Bool, writeLine: @escaping @Sendable (String) -> Void,
        write: @escaping @Sendable (String) -> Void
    ) {
        switch format {
        case .text:
            self.init(tracer: Tracer(sink: writeLine), diagram: nil)
        case .mermaid:
            let diagram = MermaidTraceWriter(
                throughServer: throughServer, write: write,
                closing: { text in
                    // An arrow too long for the handler's storage is left out; its `end` never is.
                    if !TerminalSignals.writeOnTermination(text) {
                        TerminalSignals.writeOnTermination(String(text.drop { $0 != "\n" }.dropFirst()))
                    }
                })
            self.init(tracer: Tracer.handingHops(to: diagram.record), diagram: diagram)
        }
    }

    /// Ends the trace when the session ends, however it ends: the diagram's last arrow and the
    /// open screen's `end`. Later hops are not written.
    package func finish() {
        diagram?.finish()
    }
}
