import Presenters

/// A module's view on the terminal, less its own `show…` methods: it owns the presenter, runs the
/// screen loop for it, and answers the verbs every view interface shares (`ViewInterface`) and
/// the heading most screens open with (`HeadingViewInterface`).
///
/// A module's view subclasses it and adds only what its screen shows, printing through `writer`;
/// it inherits `init(presenter:terminal:)`. The presenter is held as `LinePresenting`, the one
/// protocol the loop speaks: which module's presenter it is, the builder's back-reference line
/// (`presenter.view = view`) already checks at compile time.
@MainActor
package class TerminalView: Screen, HeadingViewInterface {
    /// Owned here; the presenter holds its view weakly, so dropping the view frees the module.
    let presenter: any LinePresenting
    private let terminal: any Terminal
    /// Reads the lines for the presenter; its prompt says what the next line answers.
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
        presenter: any LinePresenting, terminal: any Terminal, headings: (any ScreenHeadingNoting)? = nil,
        trace: ViewTrace? = nil
    ) {
        self.presenter = presenter
        self.terminal = terminal
        self.trace = trace
        writer = ScreenWriter(terminal: terminal, headings: headings, trace: trace)
    }

    /// Runs the screen until the router dismisses it or input ends.
    package func run() async -> ScreenEnd {
        guard let trace else { return await loop.run(on: terminal, presenter: presenter) }
        return await loop.run(
            on: terminal, presenter: TracedLinePresenter(presenter, trace: trace, loop: loop))
    }

    /// Stops the screen after the line being handled.
    package func dismiss() {
        loop.dismiss()
    }

    /// Asks `prompt` at the next read, its label shown with control characters escaped.
    package func ask(_ prompt: Prompt) {
        trace?.show("ask(\"\(prompt.label)\"\(prompt.isSecret ? ", secret" : ""))")
        loop.prompt = TerminalText.needsEscaping(prompt.label) ? prompt.escaped : prompt
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

extension Prompt {
    /// The same prompt with its label safe for the terminal.
    var escaped: Prompt {
        let label = TerminalText.escaped(self.label)
        return isSecret ? .secret(label) : .text(label)
    }
}
