import Presenters

/// What a command prints when it cannot start on its home or server (the shared verbs of
/// `CommandLineView`).
@MainActor
package final class CommandStartView: CommandLineView, CommandStartViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any CommandStartPresenting

    /// A view printing to `output` that owns `presenter`.
    package init(presenter: any CommandStartPresenting, output: any CommandOutput) {
        self.presenter = presenter
        super.init(output: output)
    }

    /// Says why the command could not start.
    package func show(_ problem: CommandStartProblem) -> CommandOutcome {
        presenter.present(problem)
    }
}
