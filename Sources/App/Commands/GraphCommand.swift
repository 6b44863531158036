import DI
import Router

/// `viper-auth graph [--format mermaid|dot]`: the route graph, drawn from the transition table.
struct GraphCommand: Command {
    static let format = Argument<GraphFormat>.choice(
        "--format", help: "mermaid (default; GitHub renders it in Markdown) or dot (Graphviz).")

    static let declaration = CommandDeclaration(
        name: "graph", summary: "the route graph", usage: .optional(format),
        details: """
            The router's transition table, drawn from the same table the app runs on.
            """)

    /// Mermaid unless `--format dot`.
    var format = GraphFormat.mermaid
}

extension GraphCommand {
    init(_ arguments: ParsedArguments) {
        format = arguments[Self.format] ?? .mermaid
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(shared.runner().graph(format))
    }
}
