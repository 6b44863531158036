import Interactors
import Testing

@testable import DI

@MainActor
@Suite("What every interactor decorator shares")
struct ModuleTraceTests {
    @Test("a module is traced only while the tracer writes: without --trace there is nothing to wrap with")
    func existsOnlyWhenEnabled() {
        #expect(ModuleTrace(.disabled, module: "Dashboard") == nil)
        #expect(ModuleTrace(Tracer { _ in }, module: "Dashboard") != nil)
    }

    @Test("a use case that cannot fail is traced with what came back")
    func callNonThrowing() async {
        let log = DecoratorLog<String>()

        let value = await Self.count(tracedBy: log.trace("Test"), log: log)

        #expect(value == 3)
        #expect(
            log.entries == [
                .hop("trace: Test: Presenter -> Interactor: count()"), .call("count"),
                .hop("trace: Test: Interactor -> Presenter: 3 items"),
            ])
    }

    // MARK: Helpers

    /// Counts through `trace`, as an interactor decorator does: outside the main actor.
    private nonisolated static func count(tracedBy trace: ModuleTrace, log: DecoratorLog<String>) async -> Int
    {
        await trace.callNonThrowing("count()", await answer(log)) { "\($0) items" }
    }

    private nonisolated static func answer(_ log: DecoratorLog<String>) async -> Int {
        log.record("count")
        return 3
    }
}
