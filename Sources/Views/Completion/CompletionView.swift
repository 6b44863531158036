import Presenters

/// `viper-auth __complete`: prints what its presenter says (the shared verbs of `CommandLineView`).
@MainActor
package final class CompletionView: CommandLineView, CompletionViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any CompletionPresenting

    /// A view printing to `output` that owns `presenter`.
    package init(presenter: any CompletionPresenting, output: any CommandOutput) {
        self.presenter = presenter
        super.init(output: output)
    }

    /// Lists the profiles' candidates; how it went decides the exit status.
    package func listProfiles() -> CommandOutcome {
        presenter.listProfiles()
    }
}
