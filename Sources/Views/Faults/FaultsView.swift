import Presenters

/// `viper-auth faults`: prints what its presenter says (the shared verbs of `CommandLineView`).
@MainActor
package final class FaultsView: CommandLineView, FaultsViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any FaultsPresenting

    /// A view printing to `output` that owns `presenter`.
    package init(presenter: any FaultsPresenting, output: any CommandOutput) {
        self.presenter = presenter
        super.init(output: output)
    }

    /// Hands `request` to the presenter; how it went decides the exit status.
    package func run(_ request: FaultsRequest) async -> CommandOutcome {
        await presenter.run(request)
    }
}
