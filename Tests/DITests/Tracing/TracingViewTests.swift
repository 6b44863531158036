import Interactors
import Presenters
import Testing
import Views

@testable import DI

/// The verbs every module's view decorator inherits from `TracingView`, tested once here rather
/// than in each module's decorator tests.
@MainActor
@Suite("The verbs every view decorator shares")
struct TracingViewTests {
    @Test("each shared verb is traced by what is safe to say of it, then forwarded unchanged")
    func sharedVerbs() {
        let (sut, spy) = makeSUT()
        let failure = ErrorMessage.failure(ErrorPresentation(.serverUnreachable))
        let problem = ErrorMessage.problem("Please choose 1–7.")

        sut.ask(.text("Email"))
        sut.ask(.secret("PIN"))
        sut.showProgress("Checking your PIN…")
        sut.hideProgress()
        sut.showError(failure)
        sut.showError(problem)
        sut.showNotice("Logged out.")

        #expect(
            spy.log.entries == [
                hop("ask(\"Email\")"), .call(.shared(.ask(.text("Email")))),
                hop("ask(\"PIN\", secret)"), .call(.shared(.ask(.secret("PIN")))),
                hop("showProgress(Checking your PIN…)"), .call(.shared(.showProgress("Checking your PIN…"))),
                hop("hideProgress()"), .call(.shared(.hideProgress)),
                hop("showError(\(ErrorPresentation(.serverUnreachable).title))"),
                .call(.shared(.showError(failure))),
                hop("showError(problem)"), .call(.shared(.showError(problem))),
                hop("showNotice(_:)"), .call(.shared(.showNotice("Logged out."))),
            ])
    }

    @Test(
        "a problem sentence or a notice, which may quote what was typed, reaches the view but never the trace",
        arguments: [
            SharedViewCall.showError(.problem("No choice \"28461\". Please choose 1–7.")),
            .showNotice("Cancelled: the code 28461 was not sent."),
        ])
    func quotedTextStaysOutOfTrace(call: SharedViewCall) {
        let (sut, spy) = makeSUT()

        switch call {
        case .showError(let message): sut.showError(message)
        case .showNotice(let text): sut.showNotice(text)
        case .ask, .showProgress, .hideProgress: Issue.record("not a verb that shows typed text: \(call)")
        }

        #expect(spy.log.entries.last == .call(.shared(call)))
        #expect(spy.log.hops.count == 1)
        #expect(!spy.log.hops.joined().contains("28461"))
    }

    @Test("a secret prompt is traced by its label, a presenter's constant, and the line typed at it by its length")
    func secretPrompt() async {
        let (sut, spy) = makeSUT()
        let prompt = Prompt.secret("PIN")

        sut.ask(prompt)
        spy.loop.prompt = prompt  // as the view does when it is asked
        await sut.didSubmit("28461")

        #expect(
            spy.log.entries == [
                hop("ask(\"PIN\", secret)"), .call(.shared(.ask(prompt))),
                .hop("trace: Test: View -> Presenter: didSubmit(5 characters, hidden)"),
                .call(.didSubmit("28461")),
            ])
    }

    @Test("the view is held weakly, as the presenter holds it: once it is gone, a verb is traced and goes nowhere")
    func viewHeldWeakly() {
        let presenter = ViewSpy()
        let sut = TracingView(presenter: presenter, trace: presenter.log.trace("Test"))
        weak var released: ViewSpy?
        do {
            let view = ViewSpy()
            released = view
            sut.attachShared(to: view, loop: view.loop)
        }

        sut.showNotice("Logged out.")

        #expect(released == nil)
        #expect(presenter.log.entries == [hop("showNotice(_:)")])
    }

    // MARK: Helpers

    private func makeSUT() -> (TracingView, ViewSpy) {
        let spy = ViewSpy()
        let sut = TracingView(presenter: spy, trace: spy.log.trace("Test"))
        sut.attachShared(to: spy, loop: spy.loop)
        return (sut, spy)
    }

    private func hop(_ call: String) -> DecoratorLog<ViewSpy.Call>.Entry {
        .hop("trace: Test: Presenter -> View: " + call)
    }

    /// Stands as the view behind the decorator and as the presenter before it, recording every
    /// call that reaches it.
    private final class ViewSpy: SharedViewRecording, LinePresenting {
        enum Call: SharedViewCallHolding {
            case shared(SharedViewCall)
            case viewDidLoad
            case didSubmit(String)
            case viewDidReachEndOfInput
        }

        let log = DecoratorLog<Call>()
        /// The loop a view owns, whose prompt tells a traced line what it answers.
        let loop = ScreenLoop()

        func viewDidLoad() async { log.record(.viewDidLoad) }
        func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
        func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
    }
}
