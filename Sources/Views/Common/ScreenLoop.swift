import Presenters

/// The loop every module view runs: ask the current question, map the line read to the person's
/// intent and hand it to the presenter, until the router dismisses the screen or input ends.
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

    /// Runs `presenter` on `terminal` until dismissed or the end of input; with `trace`, every
    /// call it makes on the presenter is traced as a View → Presenter hop.
    package func run(
        on terminal: any Terminal, presenter: any ScreenPresenting, trace: ViewTrace? = nil
    ) async -> ScreenEnd {
        isDismissed = false
        trace?.handOver("viewDidLoad()")
        await presenter.viewDidLoad()
        while !isDismissed {
            guard let line = terminal.answer(asked.prompt) else {
                trace?.handOver("viewDidReachEndOfInput()")
                await presenter.viewDidReachEndOfInput()
                return .endOfInput
            }
            switch asked.read(line) {
            case .handed(let call, let hand):
                trace?.handOver(call)
                await hand()
            case .refused(let message):
                ScreenWriter(terminal: terminal).error(message)
            case .unasked:
                continue
            }
        }
        return .dismissed
    }

    /// Ends `run` once the current line has been handled.
    package func dismiss() {
        isDismissed = true
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
    }

    let prompt: Prompt
    let read: (String) -> Reading

    /// Before the presenter asks anything: a line is read at the menu prompt and goes nowhere.
    static let none = AskedQuestion(prompt: .choice) { _ in .unasked }
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
