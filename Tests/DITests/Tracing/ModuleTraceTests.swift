import Interactors
import Presenters
import Testing
import Views

@testable import DI

@MainActor
@Suite("What every module's tracing decorators share")
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

    @Test(
        "a line is traced as typed at a visible prompt, and by its length at a secret one",
        arguments: [
            (Prompt.choice, "logout", "didSubmit(\"logout\")"),
            (.text("Profile"), "ada@example.org", "didSubmit(\"ada@example.org\")"),
            (.secret("PIN"), "28461", "didSubmit(5 characters, hidden)"),
            (.secret("Password"), "correct horse", "didSubmit(13 characters, hidden)"),
            (.secret("PIN"), "", "didSubmit(\"\")"),
        ])
    func lineAtPrompt(prompt: Prompt, line: String, traced: String) async {
        let (sut, spy) = makeHandover()
        spy.loop.prompt = prompt

        await sut.didSubmit(line)

        #expect(
            spy.log.entries == [
                .hop("trace: Dashboard: View -> Presenter: " + traced), .call(.didSubmit(line)),
            ])
    }

    @Test("without the view's loop the prompt is unknown, so a line is hidden")
    func lineWithoutLoop() async {
        let spy = DashboardSeamSpy()
        let sut = TracingHandover(presenter: spy, trace: spy.log.trace("Dashboard"))

        await sut.didSubmit("28461")

        #expect(spy.log.hops == ["trace: Dashboard: View -> Presenter: didSubmit(5 characters, hidden)"])
    }

    @Test("a line marked private is hidden once; the next one at the same prompt is shown")
    func hideNextLine() async {
        let (sut, spy) = makeHandover()

        sut.hideNextLine()
        await sut.didSubmit("28461")
        await sut.didSubmit("back")

        #expect(
            spy.log.hops == [
                "trace: Dashboard: View -> Presenter: didSubmit(5 characters, hidden)",
                "trace: Dashboard: View -> Presenter: didSubmit(\"back\")",
            ])
    }

    @Test("the traced screen runs and dismisses the view's screen, and keeps the decorators alive with it")
    func tracedScreen() async {
        let screen = ScreenSpy()
        weak var decorator: ScreenSpy?
        var sut: TracedScreen?
        do {
            let kept = ScreenSpy()
            decorator = kept
            sut = TracedScreen(screen, keeping: kept)
        }

        #expect(await sut?.run() == .endOfInput)
        sut?.dismiss()
        #expect(decorator != nil)
        sut = nil

        #expect(screen.messages == [.run, .dismiss])
        #expect(decorator == nil)
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

    private func makeHandover() -> (TracingHandover, DashboardSeamSpy) {
        let spy = DashboardSeamSpy()
        let sut = TracingHandover(presenter: spy, trace: spy.log.trace("Dashboard"))
        sut.loop = spy.loop
        return (sut, spy)
    }

    /// A screen that records being run and dismissed.
    private final class ScreenSpy: Screen {
        enum Message: Equatable {
            case run
            case dismiss
        }

        private(set) var messages: [Message] = []

        func run() async -> ScreenEnd {
            messages.append(.run)
            return .endOfInput
        }

        func dismiss() {
            messages.append(.dismiss)
        }
    }
}
