import Presenters

/// The loop every module view runs: ask the current prompt, hand the line to the presenter, until
/// the router dismisses the screen or input ends.
@MainActor
public final class ScreenLoop {
    /// The question asked next; presenters change it through their view.
    public var prompt = Prompt.choice
    private var isDismissed = false

    /// Creates a loop that starts with the menu prompt.
    public init() {}

    /// Runs `presenter` on `terminal` until dismissed or the end of input.
    public func run(on terminal: any Terminal, presenter: any LinePresenting) async -> ScreenEnd {
        isDismissed = false
        await presenter.viewDidLoad()
        while !isDismissed {
            let line =
                prompt.isSecret
                ? terminal.readSecret(prompt: prompt.label) : terminal.readLine(prompt: prompt.label)
            guard let line else {
                await presenter.viewDidReachEndOfInput()
                return .endOfInput
            }
            await presenter.didSubmit(line)
        }
        return .dismissed
    }

    /// Ends `run` once the current line has been handled.
    public func dismiss() {
        isDismissed = true
    }
}
