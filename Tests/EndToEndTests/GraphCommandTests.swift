import Router
import TestSupport
import Testing

/// docs/ARCHITECTURE.md is checked against `RouteGraph`'s drawing of the standard table; this
/// checks that the drawing is what `viper-auth graph` prints, so the page shows the command's output.
@Suite("viper-auth graph")
struct GraphCommandTests {
    @Test("prints the router's drawing of the table the app runs on", arguments: GraphFormat.allCases)
    func printsTheStandardTable(format: GraphFormat) async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }

        let printed = try await runner.run(["graph", "--format", format.rawValue], addHome: false)

        #expect(printed.status == 0)
        #expect(printed.stdout == RouteGraph.render(.standard, as: format))
        #expect(printed.stderr.isEmpty)
    }
}
