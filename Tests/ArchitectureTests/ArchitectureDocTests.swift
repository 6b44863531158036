import Foundation
import Router
import TestSupport
import Testing

/// docs/ARCHITECTURE.md against the code it describes, so the page cannot drift from it.
@Suite("docs/ARCHITECTURE.md")
struct ArchitectureDocTests {
    private static let page = "docs/ARCHITECTURE.md"

    @Test("its route graph is exactly what `viper-auth graph` prints: the standard table, drawn")
    func routeGraphMatchesGraphCommand() throws {
        let routeGraphs = try Self.mermaidBlocks(in: PackageFiles.text(at: Self.page))
            .filter { $0.hasPrefix("stateDiagram-v2\n") }

        let printed = RouteGraph.render(.standard, as: .mermaid)

        #expect(routeGraphs.count == 1, "one route graph on the page")
        #expect(routeGraphs.first == printed, "paste the output of `viper-auth graph` into \(Self.page)")
    }

    @Test("a page with a hand-edited graph is caught: its block differs from the command's output")
    func editedGraphIsCaught() {
        let printed = RouteGraph.render(.standard, as: .mermaid)
        let edited =
            "Routes:\n\n```mermaid\n" + printed.replacingOccurrences(of: ": quit", with: ": exit")
            + "```\n"

        let blocks = Self.mermaidBlocks(in: edited)

        #expect(blocks.count == 1)
        #expect(blocks.first != printed)
        #expect(blocks.first?.replacingOccurrences(of: ": exit", with: ": quit") == printed)
    }

    @Test("every source or test file it names by path exists")
    func namedPathsExist() throws {
        let paths = try Self.inlineCode(in: PackageFiles.text(at: Self.page))
            .filter { $0.contains("/") && ($0.hasSuffix(".swift") || $0.hasPrefix("Tests/")) }
        let missing = paths.filter { path in
            // Paths under Sources are written from the target, as the page's tables do.
            !PackageFiles.exists(path) && !PackageFiles.exists("Sources/" + path)
        }

        #expect(paths.contains("Tests/ArchitectureTests/LayeringTests.swift"))
        #expect(missing == [])
    }

    /// Each `inline code` span of `markdown` outside fenced blocks.
    private static func inlineCode(in markdown: String) -> [String] {
        var spans: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            spans += stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
        }
        return spans
    }

    /// The body of each ```mermaid block in `markdown`, each line ending in a newline.
    private static func mermaidBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```mermaid" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.map { $0 + "\n" }.joined())
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
