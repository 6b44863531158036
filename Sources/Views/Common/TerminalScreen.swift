import Presenters

/// What every module's view shares: it runs the screen loop on the terminal for its presenter,
/// asks the prompt its presenter chooses, and shows the spinner while the presenter waits.
///
/// Each view adds only its own `show…` methods; these defaults also answer the matching
/// requirements of the module's view interface (`ask`, `showProgress`, `hideProgress`).
@MainActor
public protocol TerminalScreen: Screen {
    /// The loop that reads lines for the presenter.
    var loop: ScreenLoop { get }
    /// The console the view prints to.
    var terminal: any Terminal { get }
    /// The presenter the lines go to (the view owns it).
    var linePresenter: any LinePresenting { get }
}

extension TerminalScreen {
    /// Runs the screen until the router dismisses it or input ends.
    public func run() async -> ScreenEnd {
        await loop.run(on: terminal, presenter: linePresenter)
    }

    /// Stops the screen after the line being handled.
    public func dismiss() {
        loop.dismiss()
    }

    /// Asks `prompt` at the next read (its label shown with control characters escaped).
    public func ask(_ prompt: Prompt) {
        loop.prompt = TerminalText.needsEscaping(prompt.label) ? prompt.escaped : prompt
    }

    /// Starts the spinner (on a terminal only), its message shown with control characters escaped.
    public func showProgress(_ message: String) {
        terminal.startProgress(TerminalText.escaped(message))
    }

    /// Stops the spinner.
    public func hideProgress() {
        terminal.stopProgress()
    }
}

extension Prompt {
    /// The same prompt with its label safe for the terminal.
    fileprivate var escaped: Prompt {
        let label = TerminalText.escaped(self.label)
        return isSecret ? .secret(label) : .text(label)
    }
}
