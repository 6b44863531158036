import TestSupport
import Testing
import Views

@testable import DI
@testable import Interactors
@testable import Router

/// The real modules, built by the real composition root, move by the table their router is given:
/// an edge taken out of it is a way the person can no longer go.
@MainActor
@Suite("The app moves by its router's table")
struct RouterTableTests {
    /// Runs Welcome with `lines` typed, on the container's router over `table`, traced: how the run
    /// ended, where, what the person saw, and the trace.
    private func runWelcome(lines: [String], table: TransitionTable) async throws -> (
        RunEnd, Route, String, [String]
    ) {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let terminal = ScriptedTerminal(lines: lines)
        let recorder = TraceRecorder()
        let container = Container.make(settings: home.settings(), tracer: recorder.tracer, terminal: terminal)
        _ = try await container.engineHost().start()
        let router = try container.makeRouter(table: table)

        let end = await router.run(from: .welcome)
        return (end, router.currentRoute, terminal.output, recorder.lines)
    }

    @Test("quit on Welcome ends the run along (welcome, quit, exit)")
    func quitEndsTheRun() async throws {
        let (end, route, _, trace) = try await runWelcome(lines: ["quit"], table: .standard)

        #expect(end == .quit)
        #expect(route == .welcome)
        #expect(trace.contains { $0.contains("Router: Router -> View: welcome --> exit: quit") })
    }

    @Test(
        "without the edge (welcome, quit, exit), quit leaves the person on Welcome, whose next choice still works"
    )
    func quitWithoutItsEdge() async throws {
        let table = TransitionTable(
            TransitionTable.standardEdges.filter { $0.0 != .welcome || $0.1 != .quit })

        let (end, route, output, trace) = try await runWelcome(lines: ["quit", "register"], table: table)

        #expect(end == .endOfInput)
        #expect(route == .registration)
        #expect(
            trace.contains { $0.contains("Router: Router -> View: welcome: quit leads nowhere, staying") })
        #expect(!trace.contains { $0.contains("--> exit") })
        #expect(output.contains("Choose: quit\nChoose: register\n\nRegister\n========"))
    }
}
