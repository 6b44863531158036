import Presenters

/// `viper-auth clock`: prints what its presenter says (the shared verbs of `CommandLineView`).
@MainActor
package final class ClockView: CommandLineView, ClockViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any ClockPresenting

    /// A view printing to `output` that owns `presenter`.
    package init(presenter: any ClockPresenting, output: any CommandOutput) {
        self.presenter = presenter
        super.init(output: output)
    }

    /// Hands `request` to the presenter; how it went decides the exit status.
    package func run(_ request: ClockRequest) async -> CommandOutcome {
        await presenter.run(request)
    }
}
