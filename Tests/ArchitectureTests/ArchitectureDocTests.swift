import Foundation
import Router
import TestSupport
import Testing

/// docs/ARCHITECTURE.md against the code it describes, so the page cannot drift from it.
@Suite("docs/ARCHITECTURE.md")
struct ArchitectureDocTests {
    private static let page = "docs/ARCHITECTURE.md"

    @Test("its route graph is the way in, as `viper-auth graph` draws it: the table up to the Dashboard")
    func routeGraphMatchesGraphCommand() throws {
        let routeGraphs = try Self.mermaidBlocks(in: PackageFiles.text(at: Self.page))
            .filter { $0.hasPrefix("stateDiagram-v2\n") }

        let printed = RouteGraph.render(Self.wayIn, as: .mermaid)

        #expect(routeGraphs.count == 1, "one route graph on the page")
        #expect(
            routeGraphs.first == printed,
            "\(Self.page)'s graph is the table's way in, drawn: replace its block with\n\(printed)")
    }

    @Test("the way in draws the routes up to the Dashboard, and none of the screens it opens")
    func wayInStopsAtTheDashboard() {
        let drawn = Set(Self.wayIn.transitions.map(\.from))
        let openedByTheDashboard = TransitionTable.standard.transitions.compactMap { edge -> RouteName? in
            guard edge.from == .dashboard, case .chosen = edge.event, case .route(let route) = edge.to else {
                return nil
            }
            return route
        }

        #expect(drawn == [.startup, .welcome, .registration, .createPin, .pinChallenge, .dashboard])
        #expect(!openedByTheDashboard.isEmpty)
        #expect(drawn.isDisjoint(with: openedByTheDashboard))
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
        let paths = try Self.namedPaths(in: PackageFiles.text(at: Self.page))

        #expect(paths.contains("Tests/ArchitectureTests/LayeringTests.swift"))
        #expect(Self.missing(paths) == [])
    }

    @Test("ADDING_A_MODULE.md: every file it names exists, but the new module's own")
    func recipePathsExist() throws {
        let paths = try Self.namedPaths(in: PackageFiles.text(at: "docs/ADDING_A_MODULE.md"))
            .filter { !$0.contains(Self.recipeModule) }

        #expect(paths.contains("Sources/Router/Route.swift"))
        #expect(paths.contains("Tests/RouterTests/RoutingCoverageTests.swift"))
        #expect(Self.missing(paths) == [])
    }

    @Test("ADDING_A_MODULE.md: every excerpt of code that exists stands, as written, in the sources or tests")
    func recipeExcerptsOfExistingCodeAreSourceLines() throws {
        let recipe = try PackageFiles.text(at: "docs/ADDING_A_MODULE.md")
        let excerpts = Self.swiftBlocks(in: recipe)
            .filter { !$0.lowercased().contains(Self.recipeModule.lowercased()) }
            .flatMap(Self.codeLines(ofBlock:))
        let lines = try Self.sourceLines().union(Self.swiftLines(under: "Tests"))

        #expect(excerpts.contains("extension AppRouter: SwitchContextRouting {"), "the excerpts were read")
        #expect(excerpts.filter { !lines.contains($0) } == [])
    }

    @Test("every code line of its Swift excerpts stands, as written, in the sources")
    func swiftExcerptsAreSourceLines() throws {
        let excerpts = try Self.codeLines(inSwiftBlocksOf: PackageFiles.text(at: Self.page))
        let sources = try Self.sourceLines()

        #expect(excerpts.count > 40, "the page's excerpts were read")
        #expect(excerpts.filter { !sources.contains($0) } == [])
    }

    @Test("a planted excerpt that no longer matches its source is caught")
    func staleExcerptIsCaught() throws {
        let sources = try Self.sourceLines()
        let page = """
            ```swift
            package protocol PinChallengeRouting: DeregistrationRouting {
                func pinChallengeDidSignIn(profileId: String)  // the old signature
            }
            ```
            """

        let excerpts = Self.codeLines(inSwiftBlocksOf: page)

        #expect(
            excerpts.filter { !sources.contains($0) } == ["func pinChallengeDidSignIn(profileId: String)"])
    }

    /// The code lines of each ```swift block of `markdown`, trimmed, without a trailing `//` comment;
    /// a comment line, an elision (`…`) and a blank line are left out.
    static func codeLines(inSwiftBlocksOf markdown: String) -> [String] {
        swiftBlocks(in: markdown).flatMap(codeLines(ofBlock:))
    }

    /// The code lines of one Swift block's text, as `codeLines(inSwiftBlocksOf:)` keeps them.
    static func codeLines(ofBlock block: String) -> [String] {
        block.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("//"), !trimmed.contains("…") else { return nil }
            return trimmed.components(separatedBy: "  // ")[0].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The text of each Swift block of `markdown`, without its fences.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = current { blocks.append(block) }
                current = current == nil && trimmed == "```swift" ? "" : nil
                continue
            }
            current? += line + "\n"
        }
        return blocks
    }

    /// Every line of every Swift file under `Sources`, trimmed, with and without a trailing comment.
    private static func sourceLines() throws -> Set<String> {
        try swiftLines(under: "Sources")
    }

    /// Every line of every Swift file under `folder`, trimmed, with and without a trailing comment.
    static func swiftLines(under folder: String) throws -> Set<String> {
        var lines: Set<String> = []
        for path in try PackageFiles.subpaths(of: folder) where path.hasSuffix(".swift") {
            for line in try PackageFiles.text(at: folder + "/" + path).split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                lines.insert(trimmed)
                lines.insert(trimmed.components(separatedBy: "  // ")[0])
            }
        }
        return lines
    }

    /// The module ADDING_A_MODULE.md adds, whose files do not exist.
    private static let recipeModule = "NotificationSettings"

    /// The source and test paths `markdown` names in inline code; a pattern such as
    /// `Router/<Module>/…` names no one file.
    static func namedPaths(in markdown: String) -> [String] {
        inlineCode(in: markdown).filter {
            $0.contains("/") && !$0.contains("<")
                && ($0.hasSuffix(".swift") || $0.hasPrefix("Tests/") || $0.hasPrefix("Sources/"))
        }
    }

    /// The paths of `paths` that exist neither from the package root nor, as the pages' tables
    /// write them, from `Sources`.
    static func missing(_ paths: [String]) -> [String] {
        paths.filter { !PackageFiles.exists($0) && !PackageFiles.exists("Sources/" + $0) }
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

extension ArchitectureDocTests {
    /// The table's way in, which the page draws: the edges among the routes the start reaches
    /// without a Dashboard choice. The screens the Dashboard opens, and the screens they open, are
    /// `viper-auth graph`'s alone, so a new one changes the command's drawing, not the page.
    static var wayIn: TransitionTable {
        let edges = TransitionTable.standard.transitions
        var reached: Set<RouteName> = [.startup]
        var grew = true
        while grew {
            grew = false
            for edge in edges where reached.contains(edge.from) {
                guard case .route(let next) = edge.to, !reached.contains(next) else { continue }
                if case .chosen = edge.event { continue }
                reached.insert(next)
                grew = true
            }
        }
        return TransitionTable(
            edges.filter { edge in
                guard reached.contains(edge.from) else { return false }
                if case .route(let next) = edge.to { return reached.contains(next) }
                return true
            }.map { ($0.from, $0.event, $0.to) })
    }
}
