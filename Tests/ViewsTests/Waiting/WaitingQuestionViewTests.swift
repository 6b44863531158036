import Presenters
import Testing
import Views

@MainActor
@Suite("A view asks a question while an event is awaited, traced and escaped like any other")
struct WaitingQuestionViewTests {
    @Test("the trace shows the question with its spinner, then the call the event's end is handed over as")
    func tracedAsAnyQuestion() async {
        let terminal = ScriptedTerminal(lines: [ScriptedTerminal.waitEnds])
        let presenter = ClosurePresenter()
        let log = TraceLog()
        let sut = TerminalView(presenter: presenter, terminal: terminal, trace: log.trace)
        presenter.onLoad = { [unowned sut, unowned presenter] in
            sut.ask(
                Question<Never>.field(.text("Redirect URL\u{07}"), emptyLine: .cancel),
                Intents(cancel: presenter.didCancel),
                while: Waiting(progress: "Waiting for the browser\u{1B}[2J") { "code" },
                then: { presenter.record("didFinish(\($0))") }, call: "didFinish(outcome)")
        }
        presenter.onIntent = { [unowned sut] _ in sut.dismiss() }

        _ = await sut.run()

        #expect(presenter.intents == ["didFinish(code)"])
        #expect(
            log.hops == [
                "View -> Presenter: viewDidLoad()",
                "Presenter -> View: ask(\"Redirect URL\u{07}\", while: showProgress(Waiting for the browser\u{1B}[2J))",
                "View -> Presenter: didFinish(outcome)",
            ])
        #expect(terminal.progressMessages == ["Waiting for the browser\\u{1B}[2J"])
        #expect(terminal.output == "Redirect URL\\u{07}: [the awaited event ends]\n")
    }
}
