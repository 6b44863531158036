import Presenters

/// The Registration menu and its sign-in and sign-up forms; passwords are read with echo off.
@MainActor
public final class RegistrationView: RegistrationViewInterface, Screen {
    /// Owned here; the presenter holds this view weakly.
    let presenter: any RegistrationPresenting
    private let terminal: any Terminal
    private let loop = ScreenLoop()
    private let writer: ScreenWriter

    /// A view driven by `presenter`, printing to `terminal`.
    public init(presenter: any RegistrationPresenting, terminal: any Terminal) {
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

    /// Prints the numbered choices and asks for one.
    public func showMenu(_ menu: Menu<RegistrationChoice>) {
        writer.menu(menu)
        loop.prompt = .choice
    }

    /// Prints each message as an error.
    public func showErrors(_ messages: [String]) {
        for message in messages { writer.error(message) }
    }

    /// Prints the error's lines.
    public func showError(_ presentation: ErrorPresentation) {
        showErrors(presentation.lines)
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
