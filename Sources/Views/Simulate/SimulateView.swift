import Presenters

/// `viper-auth simulate`: prints what its presenter says (the shared verbs of `CommandLineView`).
@MainActor
package final class SimulateView: CommandLineView, SimulateViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any SimulatePresenting

    /// A view printing to `output` that owns `presenter`.
    package init(presenter: any SimulatePresenting, output: any CommandOutput) {
        self.presenter = presenter
        super.init(output: output)
    }

    /// Hands `request` to the presenter; how it went decides the exit status.
    package func run(_ request: SimulateRequest) async -> CommandOutcome {
        await presenter.run(request)
    }
}
