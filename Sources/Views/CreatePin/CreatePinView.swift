import Presenters

/// The new-PIN prompts of a registration: prints what its presenter says and reads each PIN with
/// echo off.
@MainActor
public final class CreatePinView: CreatePinViewInterface, Screen {
    /// Owned here; the presenter holds this view weakly.
    let presenter: any CreatePinPresenting
    private let terminal: any Terminal
    private let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// A view driven by `presenter`, printing to `terminal`.
    public init(presenter: any CreatePinPresenting, terminal: any Terminal) {
        self.presenter = presenter
        self.terminal = terminal
        writer = ScreenWriter(terminal: terminal)
    }

    /// Runs the screen until the router dismisses it or input ends.
    public func run() async -> ScreenEnd {
        await loop.run(on: terminal, presenter: presenter)
    }

    /// Stops the screen after the line being handled.
    public func dismiss() {
        loop.dismiss()
    }

    /// Prints the title and the lines under it.
    public func showHeading(title: String, lines: [String]) {
        writer.title(title)
        writer.body(lines)
    }

    /// Prints each message as an error.
    public func showErrors(_ messages: [String]) {
        for message in messages { writer.error(message) }
    }

    /// Prints `message` as a success.
    public func showSuccess(_ message: String) {
        writer.success(message)
    }

    /// Asks `prompt` at the next read.
    public func ask(_ prompt: Prompt) {
        loop.prompt = prompt
    }

    /// Starts the spinner.
    public func showProgress(_ message: String) {
        terminal.startProgress(message)
    }

    /// Stops the spinner.
    public func hideProgress() {
        terminal.stopProgress()
    }
}
