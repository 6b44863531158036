import Presenters

/// The scaffold of the views that do not subclass `TerminalView` yet (PinChallenge and CreatePin,
/// whose contracts are being redesigned): each holds the loop, the terminal and its
/// presenter itself, and these defaults answer `ask`, `showProgress` and `hideProgress` the way
/// `TerminalView` does.
@MainActor
package protocol TerminalScreen: Screen {
    /// The loop that reads lines for the presenter.
    var loop: ScreenLoop { get }
    /// The console the view prints to.
    var terminal: any Terminal { get }
    /// The presenter the lines go to (the view owns it).
    var linePresenter: any LinePresenting { get }
}

extension TerminalScreen {
    /// Runs the screen until the router dismisses it or input ends.
    package func run() async -> ScreenEnd {
        await loop.run(on: terminal, presenter: linePresenter)
    }

    /// Stops the screen after the line being handled.
    package func dismiss() {
        loop.dismiss()
    }

    /// Asks `prompt` at the next read (its label shown with control characters escaped).
    package func ask(_ prompt: Prompt) {
        loop.prompt = TerminalText.needsEscaping(prompt.label) ? prompt.escaped : prompt
    }

    /// Starts the spinner (on a terminal only), its message shown with control characters escaped.
    package func showProgress(_ message: String) {
        terminal.startProgress(TerminalText.escaped(message))
    }

    /// Stops the spinner.
    package func hideProgress() {
        terminal.stopProgress()
    }
}
