import Presenters

/// The loop every module view runs: ask the current question, map the line read to the person's
/// intent and hand it to the presenter, until the router dismisses the screen or input ends.
///
/// A question asked while an event is awaited (`ask(_:_:while:then:call:)`) is read without
/// holding the main actor, so the event and the spinner beside the prompt run meanwhile; whichever
/// comes first, a line or the event's end, is handed over.
@MainActor
package final class ScreenLoop {
    /// The question asked next and how its lines reach the presenter.
    private var asked = AskedQuestion.none
    private var isDismissed = false

    /// Creates a loop that has asked nothing yet.
    package init() {}

    /// Asks `question` at the next read, handing its intents to `intents`.
    package func ask<Choice>(_ question: Question<Choice>, _ intents: Intents<Choice>) {
        asked = AskedQuestion(prompt: question.prompt) { line in
            guard let intent = question.intent(for: line), let handOver = intents.handOver(intent) else {
                return .refused(question.refusal)
            }
            return .handed(call: handOver.call, handOver.hand)
        }
    }

    /// Asks `question` at the next read while `waiting`'s event runs, started then: a line that is
    /// handed over cancels the event first, and one refused leaves it running while the question
    /// is asked again; when the event returns first, its outcome goes to `finished`, traced as
    /// `call`. Ctrl-C meanwhile is the question's cancel intent (the event cancelled first).
    package func ask<Choice, Outcome>(
        _ question: Question<Choice>, _ intents: Intents<Choice>, while waiting: Waiting<Outcome>,
        then finished: @escaping (Outcome) async -> Void, call: String
    ) {
        ask(question, intents)
        let cancel = intents.handOver(.cancel)
        var event: AwaitedEvent<Outcome>?
        let running = {
            let running = event ?? AwaitedEvent(waiting.event)
            event = running
            return running
        }
        asked.waiting = WaitingRead(
            read: { terminal, prompt in
                await terminal.readLine(
                    prompt: prompt.label, progress: waiting.progress, until: running(),
                    cancelsOnInterrupt: cancel != nil)
            },
            finished: (call, { await finished(await running().outcome) }),
            interrupted: cancel.map { cancel in
                (
                    cancel.call,
                    {
                        event?.cancel()
                        await cancel.hand()
                    }
                )
            },
            cancel: { event?.cancel() })
    }

    /// Runs `presenter` on `terminal` until dismissed or the end of input; with `trace`, every
    /// call it makes on the presenter is traced as a View → Presenter hop.
    package func run(
        on terminal: any Terminal, presenter: any ScreenPresenting, trace: ViewTrace? = nil
    ) async -> ScreenEnd {
        isDismissed = false
        trace?.handOver("viewDidLoad()")
        await presenter.viewDidLoad()
        while !isDismissed {
            switch await read(asked, on: terminal) {
            case .handed(let call, let hand):
                trace?.handOver(call)
                await hand()
            case .refused(let message):
                ScreenWriter(terminal: terminal).error(message)
            case .unasked:
                continue
            case .endOfInput:
                trace?.handOver("viewDidReachEndOfInput()")
                await presenter.viewDidReachEndOfInput()
                return .endOfInput
            }
        }
        return .dismissed
    }

    /// Ends `run` once the current line has been handled.
    package func dismiss() {
        isDismissed = true
    }

    /// What the next line read at `asked` leads to; a question asked while an event is awaited
    /// may end without a line (the event's end, Ctrl-C), and cancels its event when a line is
    /// handed over or the input ends.
    private func read(_ asked: AskedQuestion, on terminal: any Terminal) async -> AskedQuestion.Reading {
        guard let waiting = asked.waiting else {
            guard let line = terminal.answer(asked.prompt) else { return .endOfInput }
            return asked.read(line)
        }
        switch await waiting.read(terminal, asked.prompt) {
        case .line(let line):
            switch FieldInput.check(line, at: asked.prompt) {
            case .refused(let message): return .refused(message)
            case .accepted(let accepted):
                let reading = asked.read(accepted)
                if case .handed = reading { waiting.cancel() }
                return reading
            }
        case .eventEnded: return .handed(call: waiting.finished.call, waiting.finished.hand)
        case .interrupted:
            guard let interrupted = waiting.interrupted else { return .unasked }
            return .handed(call: interrupted.call, interrupted.hand)
        case .endOfInput:
            waiting.cancel()
            return .endOfInput
        }
    }
}

/// A question as the loop keeps it: its prompt, and what a line read there leads to.
@MainActor
private struct AskedQuestion {
    /// What a line leads to.
    enum Reading {
        /// The presenter's method for the line's intent, and the trace's name for the call.
        case handed(call: String, () async -> Void)
        /// The line maps to no intent here: the message, then the same question again.
        case refused(String)
        /// No question was asked, so no line has anywhere to go.
        case unasked
        /// The input ended instead of a line.
        case endOfInput
    }

    let prompt: Prompt
    let read: (String) -> Reading
    /// How the question is read while an event is awaited; nil for an ordinary question.
    var waiting: WaitingRead?

    init(prompt: Prompt, read: @escaping (String) -> Reading) {
        self.prompt = prompt
        self.read = read
    }

    /// Before the presenter asks anything: a line is read at the menu prompt and goes nowhere.
    static let none = AskedQuestion(prompt: .choice) { _ in .unasked }
}

/// A question asked while an event is awaited, as the loop keeps it, its outcome's type hidden.
@MainActor
private struct WaitingRead {
    /// Reads at the terminal (starting the event at the first read) until a line, the event's
    /// end, Ctrl-C or the end of input.
    let read: (any Terminal, Prompt) async -> WaitedInput
    /// The call that hands the ended event's outcome over, and its name in the trace.
    let finished: (call: String, hand: () async -> Void)
    /// The cancel intent's call, for Ctrl-C; nil when the question offers none (then Ctrl-C ends
    /// the app, as at any other question).
    let interrupted: (call: String, hand: () async -> Void)?
    /// Cancels the event, dropping its outcome.
    let cancel: () -> Void
}

extension Terminal {
    /// Asks `prompt` until a line the field can take arrives (see `FieldInput`), saying what is
    /// wrong with each refused one; nil at end of input.
    package func answer(_ prompt: Prompt) -> String? {
        while true {
            let line = prompt.isSecret ? readSecret(prompt: prompt.label) : readLine(prompt: prompt.label)
            guard let line else { return nil }
            switch FieldInput.check(line, at: prompt) {
            case .accepted(let accepted): return accepted
            case .refused(let message): ScreenWriter(terminal: self).error(message)
            }
        }
    }
}
