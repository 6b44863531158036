/// How `--trace` writes the hops of a session.
package enum TraceFormat: String, Sendable, CaseIterable {
    /// One line per hop: `trace: Dashboard: View -> Presenter: didChoose(idtoken)`.
    case text
    /// A Mermaid `sequenceDiagram` of the session, one lane per VIPER role (`MermaidTraceWriter`).
    case mermaid
}
