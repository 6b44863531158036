import Presenters
import Synchronization
import Testing
import Views

@MainActor
@Suite("ScreenLoop asks a question while an event is awaited and hands over whichever comes first")
struct WaitingQuestionLoopTests {
    private static let redirect = Question<Never>.field(.text("Redirect URL"), emptyLine: .cancel)

    @Test("the event ends first: its outcome goes to `finished`, traced as its call, and no line is read")
    func eventEndsFirst() async {
        let (loop, presenter, terminal) = makeSUT(lines: [ScriptedTerminal.waitEnds, "unread"])
        let calls = TraceLog()
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Self.redirect, presenter.entering { _ in },
                while: Waiting(progress: "Waiting for the browser") { "code" },
                then: { outcome in
                    presenter.record("didFinish(\(outcome))")
                    loop.dismiss()
                }, call: "didFinish(outcome)")
        }

        let end = await loop.run(on: terminal, presenter: presenter, trace: calls.trace)

        #expect(end == .dismissed)
        #expect(presenter.messages == ["viewDidLoad", "didFinish(code)"])
        #expect(calls.hops == ["View -> Presenter: viewDidLoad()", "View -> Presenter: didFinish(outcome)"])
        #expect(terminal.output == "Redirect URL: [the awaited event ends]\n")
        #expect(terminal.progressMessages == ["Waiting for the browser"])
        #expect(terminal.remainingLines == ["unread"])
    }

    @Test("a line handed over first cancels the event, whose outcome never reaches the presenter")
    func lineFirstCancelsTheEvent() async {
        let (loop, presenter, terminal) = makeSUT(lines: ["http://127.0.0.1:8123/callback?code=c"])
        let event = EventProbe()
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Self.redirect, presenter.entering { _ in loop.dismiss() }, while: event.waiting,
                then: { presenter.record("didFinish(\($0))") }, call: "didFinish(outcome)")
        }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .dismissed)
        #expect(presenter.messages == ["viewDidLoad", "didEnter(http://127.0.0.1:8123/callback?code=c)"])
        #expect(await event.cancellation == "cancelled")
    }

    @Test("an empty line is the question's cancel, and cancels the event")
    func emptyLineCancels() async {
        let (loop, presenter, terminal) = makeSUT(lines: [""])
        let event = EventProbe()
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Self.redirect, presenter.entering { _ in }, while: event.waiting,
                then: { presenter.record("didFinish(\($0))") }, call: "didFinish(outcome)")
        }

        _ = await loop.run(on: terminal, presenter: presenter)

        #expect(presenter.messages == ["viewDidLoad", "didCancel()", "viewDidReachEndOfInput"])
        #expect(await event.cancellation == "cancelled")
    }

    @Test("a refused line is answered with the refusal and the same question, the event still running")
    func refusedLineKeepsWaiting() async {
        let question = Question<String>(
            prompt: .text("Approve"), answers: [.init("again", words: ["again"])], emptyLine: .cancel,
            refusal: "Type again, or press Enter to cancel.")
        let (loop, presenter, terminal) = makeSUT(lines: ["nonsense", "x\u{1B}y", ScriptedTerminal.waitEnds])
        let starts = Atomic<Int>(0)
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                question, Intents(choose: { presenter.record("didChoose(\($0))") }),
                while: Waiting(progress: "Waiting for approval") {
                    starts.add(1, ordering: .relaxed)
                    return "approved"
                },
                then: { outcome in
                    presenter.record("didFinish(\(outcome))")
                    loop.dismiss()
                }, call: "didFinish(outcome)")
        }

        _ = await loop.run(on: terminal, presenter: presenter)

        #expect(presenter.messages == ["viewDidLoad", "didFinish(approved)"])
        #expect(starts.load(ordering: .relaxed) == 1)
        #expect(terminal.progressMessages.count == 3)
        let refusals = terminal.output.split(separator: "\n").filter { $0.hasPrefix("! ") }
        #expect(
            refusals == [
                "! Type again, or press Enter to cancel.",
                "! That line holds a control character (such as Escape or a tab), which Approve cannot hold."
                    + " Please type it again.",
            ])
    }

    @Test("the end of input cancels the event and reaches the presenter as today")
    func endOfInputCancelsTheEvent() async {
        let (loop, presenter, terminal) = makeSUT(lines: [])
        let event = EventProbe()
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Self.redirect, presenter.entering { _ in }, while: event.waiting,
                then: { presenter.record("didFinish(\($0))") }, call: "didFinish(outcome)")
        }

        let end = await loop.run(on: terminal, presenter: presenter)

        #expect(end == .endOfInput)
        #expect(presenter.messages == ["viewDidLoad", "viewDidReachEndOfInput"])
        #expect(await event.cancellation == "cancelled")
        #expect(terminal.output == "Redirect URL: ")
    }

    @Test("Ctrl-C while waiting is the question's cancel intent, traced as didCancel(), the event cancelled")
    func interruptCancels() async {
        let (loop, presenter, terminal) = makeSUT(lines: [ScriptedTerminal.interrupt])
        let event = EventProbe()
        let calls = TraceLog()
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Self.redirect, presenter.entering { _ in loop.dismiss() }, while: event.waiting,
                then: { presenter.record("didFinish(\($0))") }, call: "didFinish(outcome)")
        }

        _ = await loop.run(on: terminal, presenter: presenter, trace: calls.trace)

        #expect(presenter.messages == ["viewDidLoad", "didCancel()", "viewDidReachEndOfInput"])
        #expect(
            calls.hops == [
                "View -> Presenter: viewDidLoad()", "View -> Presenter: didCancel()",
                "View -> Presenter: viewDidReachEndOfInput()",
            ])
        #expect(await event.cancellation == "cancelled")
    }

    @Test("after the wait, the next question is an ordinary one, read as before")
    func ordinaryQuestionAfterTheWait() async {
        let (loop, presenter, terminal) = makeSUT(lines: [ScriptedTerminal.waitEnds, "24680"])
        presenter.onLoad = { [unowned loop, unowned presenter] in
            loop.ask(
                Self.redirect, presenter.entering { _ in },
                while: Waiting(progress: "Waiting") { 7 },
                then: { outcome in
                    presenter.record("didFinish(\(outcome))")
                    loop.ask(
                        Question<Never>.field(.secret("PIN"), emptyLine: .cancel),
                        presenter.entering { _ in loop.dismiss() })
                }, call: "didFinish(outcome)")
        }

        _ = await loop.run(on: terminal, presenter: presenter)

        #expect(presenter.messages == ["viewDidLoad", "didFinish(7)", "didEnter(24680)"])
        #expect(terminal.output == "Redirect URL: [the awaited event ends]\nPIN: [secret]\n")
    }

    private func makeSUT(lines: [String]) -> (ScreenLoop, LoopPresenterSpy, ScriptedTerminal) {
        (ScreenLoop(), LoopPresenterSpy(), ScriptedTerminal(lines: lines))
    }
}

/// An event that runs until it is cancelled, and says so on a stream a test awaits.
final class EventProbe: Sendable {
    private let cancelled: AsyncStream<String>
    private let cancelledNow: AsyncStream<String>.Continuation

    init() {
        (cancelled, cancelledNow) = AsyncStream<String>.makeStream()
    }

    /// A wait whose event sleeps until cancelled (at once, if cancelled before it starts).
    var waiting: Waiting<String> {
        Waiting(progress: "Waiting") { [cancelledNow] in
            await withTaskCancellationHandler {
                try? await Task.sleep(for: .seconds(3600))
                return "slept"
            } onCancel: {
                cancelledNow.yield("cancelled")
            }
        }
    }

    /// "cancelled" once the event's task was cancelled (awaited, not timed).
    var cancellation: String? {
        get async { await cancelled.first { _ in true } }
    }
}
