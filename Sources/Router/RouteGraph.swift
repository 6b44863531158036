/// The text formats `viper-auth graph` can print.
package enum GraphFormat: String, CaseIterable, Sendable {
    /// A Mermaid `stateDiagram-v2`, which GitHub renders in Markdown.
    case mermaid
    /// A Graphviz digraph.
    case dot
}

/// Draws a transition table; used by `viper-auth graph` and docs/ARCHITECTURE.md.
package enum RouteGraph {
    /// The table as text in `format`, one line per edge, in table order.
    package static func render(_ table: TransitionTable = .standard, as format: GraphFormat) -> String {
        switch format {
        case .mermaid: mermaid(table)
        case .dot: dot(table)
        }
    }

    private static func mermaid(_ table: TransitionTable) -> String {
        var lines = ["stateDiagram-v2", "    [*] --> \(RouteName.startup.rawValue)"]
        for edge in table.transitions {
            // Mermaid's end state: the run is over.
            let target = edge.to == .exit ? "[*]" : edge.to.name
            lines.append("    \(edge.from.rawValue) --> \(target): \(edge.event.name)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dot(_ table: TransitionTable) -> String {
        var lines = [
            "digraph viper_auth {", "    rankdir=LR;", "    node [shape=box, style=rounded];",
            "    \(Destination.exit.name) [shape=doublecircle];",
        ]
        for edge in table.transitions {
            lines.append(
                "    \(edge.from.rawValue) -> \(edge.to.name) [label=\"\(edge.event.name)\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
