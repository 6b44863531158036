import Presenters

/// `viper-auth push`: prints what its presenter says (the shared verbs of `CommandLineView`).
@MainActor
package final class PushView: CommandLineView, PushViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any PushPresenting

    /// A view printing to `output` that owns `presenter`.
    package init(presenter: any PushPresenting, output: any CommandOutput) {
        self.presenter = presenter
        super.init(output: output)
    }

    /// Hands `request` to the presenter; how it went decides the exit status.
    package func run(_ request: PushCommandRequest) async -> PushCommandOutcome {
        await presenter.run(request)
    }
}
