import Testing

@testable import Router

@Suite("viper-auth graph")
struct RouteGraphTests {
    @Test("Mermaid output is a state diagram with one line per edge of the table")
    func mermaid() {
        let text = RouteGraph.render(as: .mermaid)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "stateDiagram-v2")
        #expect(lines[1] == "    [*] --> startup")
        #expect(lines.contains("    welcome --> pinChallenge: pinRequested"))
        #expect(lines.contains("    dashboard --> [*]: quit"))
        #expect(lines.count == 2 + TransitionTable.standard.transitions.count)
    }

    @Test("DOT output is a digraph with one labelled edge per transition")
    func dot() {
        let text = RouteGraph.render(as: .dot)
        #expect(text.hasPrefix("digraph viper_auth {\n"))
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("    pinChallenge -> welcome [label=\"deregistered\"];"))
        #expect(text.contains("    exit [shape=doublecircle];\n"))
        #expect(text.contains("    welcome -> exit [label=\"quit\"];"))
        let edges = text.split(separator: "\n").filter { $0.contains(" -> ") }
        #expect(edges.count == TransitionTable.standard.transitions.count)
    }

    @Test("the graph is drawn from the table it is given, so it cannot drift from it")
    func drawnFromTable() {
        let table = TransitionTable([(.startup, .noSession, .route(.welcome)), (.welcome, .quit, .exit)])
        #expect(
            RouteGraph.render(table, as: .mermaid)
                == "stateDiagram-v2\n    [*] --> startup\n    startup --> welcome: noSession\n    welcome --> [*]: quit\n"
        )
    }
}
