import Presenters

/// The loop every module view runs: ask the current prompt, hand the line to the presenter, until
/// the router dismisses the screen or input ends.
@MainActor
package final class ScreenLoop {
    /// The question asked next; presenters change it through their view.
    package var prompt = Prompt.choice
    private var isDismissed = false

    /// Creates a loop that starts with the menu prompt.
    package init() {}

    /// Runs `presenter` on `terminal` until dismissed or the end of input.
    package func run(on terminal: any Terminal, presenter: any LinePresenting) async -> ScreenEnd {
        isDismissed = false
        await presenter.viewDidLoad()
        while !isDismissed {
            guard let line = terminal.answer(prompt) else {
                await presenter.viewDidReachEndOfInput()
                return .endOfInput
            }
            await presenter.didSubmit(line)
        }
        return .dismissed
    }

    /// Ends `run` once the current line has been handled.
    package func dismiss() {
        isDismissed = true
    }
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
