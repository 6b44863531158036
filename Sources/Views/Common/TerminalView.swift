import Presenters

/// A module's view on the terminal, less its own `show…` methods: it owns the presenter, runs the
/// screen loop for it, and answers the verbs every view interface shares (`ViewInterface`) and
/// the heading most screens open with (`HeadingViewInterface`).
///
/// A module's view subclasses it through `ModuleView`, which keeps the presenter as the module's
/// `…Presenting` to hand each question's intents to (`ask(_:_:)`), and adds only what its screen
/// shows, printing through `writer`. Here the presenter is held as `ScreenPresenting`, the start
/// and end of input the loop speaks to every screen.
@MainActor
package class TerminalView: Screen, HeadingViewInterface {
    /// Owned here; the presenter holds its view weakly, so dropping the view frees the module.
    let presenter: any ScreenPresenting
    private let terminal: any Terminal
    /// Reads the lines for the presenter; its question says what the next line answers.
    package let loop = ScreenLoop()
    /// Prints the module's own parts of the screen, escaped and styled like every other screen's.
    let writer: ScreenWriter
    /// Where what crosses between this view and its presenter is traced; nil without `--trace`.
    private let trace: ViewTrace?

    /// A view on `terminal` that owns `presenter`, its module's presenter; every title it prints
    /// is followed by the line `headings` gives (the app's builders always pass the simulated
    /// clock's; a view test may pass none); with `trace`, every call between the view and the
    /// presenter is traced.
    package init(
        presenter: any ScreenPresenting, terminal: any Terminal, headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        self.presenter = presenter
        self.terminal = terminal
        self.trace = trace
        writer = ScreenWriter(terminal: terminal, headings: headings, trace: trace)
    }

    /// Runs the screen until the router dismisses it or input ends.
    package func run() async -> ScreenEnd {
        await loop.run(on: terminal, presenter: presenter, trace: trace)
    }

    /// Stops the screen after the line being handled.
    package func dismiss() {
        loop.dismiss()
    }

    /// Asks `question` at the next read, its label shown with control characters escaped, and
    /// hands the intent each line maps to to `intents`, the module's presenter's methods.
    package func ask<Choice>(_ question: Question<Choice>, _ intents: Intents<Choice>) {
        let prompt = question.prompt
        trace?.show("ask(\"\(prompt.label)\"\(prompt.isSecret ? ", secret" : ""))")
        loop.ask(TerminalText.needsEscaping(prompt.label) ? question.escaped : question, intents)
    }

    /// Asks `question` like `ask(_:_:)` while `waiting`'s event runs, its spinner turning beside
    /// the prompt: the first of a line and the event's end is handed over, the event's outcome to
    /// `finished`, traced as `call`; Ctrl-C meanwhile is the question's cancel intent.
    ///
    /// The line is read with echo on. Text half-typed when the event ends is left in the input,
    /// for the next prompt to read.
    package func ask<Choice, Outcome>(
        _ question: Question<Choice>, _ intents: Intents<Choice>, while waiting: Waiting<Outcome>,
        then finished: @escaping (Outcome) async -> Void, call: String
    ) {
        let prompt = question.prompt
        trace?.show("ask(\"\(prompt.label)\", while: showProgress(\(waiting.progress)))")
        loop.ask(
            TerminalText.needsEscaping(prompt.label) ? question.escaped : question, intents,
            while: Waiting(progress: TerminalText.escaped(waiting.progress), until: waiting.event),
            then: finished, call: call)
    }

    /// Starts the spinner, its message escaped; the terminal draws it only when it is one.
    package func showProgress(_ message: String) {
        trace?.show("showProgress(\(message))")
        terminal.startProgress(TerminalText.escaped(message))
    }

    /// Stops the spinner.
    package func hideProgress() {
        trace?.show("hideProgress()")
        terminal.stopProgress()
    }

    /// Prints each of the message's lines as an error (`! ` first).
    package func showError(_ message: ErrorMessage) {
        switch message {
        case .failure(let presentation): trace?.show("showError(\(presentation.title))")
        case .problem: trace?.show("showError(problem)")
        }
        for line in message.lines { writer.error(line) }
    }

    /// Prints `text` in the notice tone.
    package func showNotice(_ text: String) {
        writer.notice(text)
    }

    /// Prints the title, then the lines under it.
    package func showHeading(title: String, lines: [String]) {
        writer.title(title)
        writer.body(lines)
    }
}

extension Question {
    /// The same question with its prompt's label safe for the terminal.
    var escaped: Question {
        let label = TerminalText.escaped(prompt.label)
        return Question(
            prompt: prompt.isSecret
                ? .secret(label, maximumLength: prompt.maximumLength)
                : .text(label, maximumLength: prompt.maximumLength),
            answers: answers, isNumbered: isNumbered, takesText: takesText, emptyLine: emptyLine,
            refusal: refusal)
    }
}
