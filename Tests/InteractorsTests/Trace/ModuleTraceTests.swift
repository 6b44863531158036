import Synchronization
import Testing

@testable import Interactors

@MainActor
@Suite("What every interactor decorator shares")
struct ModuleTraceTests {
    /// What a use case did, recorded as its decorator's calls reach it.
    private final class UseCase: Sendable {
        private let recorded = Mutex<[String]>([])
        var ran: [String] { recorded.withLock { $0 } }

        func count() -> Int {
            recorded.withLock { $0.append("count") }
            return 3
        }
    }

    @Test("a module is traced only while the tracer writes: without --trace there is nothing to wrap with")
    func existsOnlyWhenEnabled() {
        #expect(ModuleTrace(.disabled, module: "Dashboard") == nil)
        #expect(ModuleTrace(Tracer { _ in }, module: "Dashboard") != nil)
    }

    @Test("a use case runs between its two hops, and one that fails is traced with its error")
    func callRunsBetweenItsHops() async throws {
        let useCase = UseCase()
        let log = DecoratorLog<String> { useCase.ran }
        let trace = try #require(log.trace("Test"))

        let count = await trace.callNonThrowing("count()", useCase.count()) { "\($0) items" }
        await #expect(throws: AppError.cancelled) {
            try await trace.call("fail()", try Self.fail()) { "\($0)" }
        }

        #expect(count == 3)
        #expect(
            log.entries == [
                .hop("trace: Test: Presenter -> Interactor: count()"), .call("count"),
                .hop("trace: Test: Interactor -> Presenter: 3 items"),
                .hop("trace: Test: Presenter -> Interactor: fail()"),
                .hop("trace: Test: Interactor -> Presenter: fail() failed: cancelled"),
            ])
    }

    private nonisolated static func fail() throws(AppError) -> Int {
        throw .cancelled
    }
}
