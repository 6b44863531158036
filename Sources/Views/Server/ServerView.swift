import Presenters

/// `viper-auth server`: prints the URL, the warnings and the request log its presenter hands it,
/// and passes on SIGINT and SIGTERM as the request to stop.
@MainActor
package final class ServerView: CommandLineView, ServerViewInterface {
    /// Owned here; the presenter holds its view weakly.
    private let presenter: any ServerPresenting
    private var signals: ServerSignals?

    /// A view printing to `output` that owns `presenter`.
    package init(presenter: any ServerPresenting, output: any CommandOutput) {
        self.presenter = presenter
        super.init(output: output)
    }

    /// Serves on `address` until a signal stops it; how it went decides the exit status.
    package func run(_ address: ServerListenAddress) async -> CommandOutcome {
        // Before the server starts: a signal in between must stop it, not end the process.
        let signals = ServerSignals()
        self.signals = signals
        defer { signals.cancel() }
        return await presenter.run(address)
    }

    /// Writes `line` as the server wrote it (one line per response, never a body or a secret).
    package nonisolated func showLog(_ line: String) {
        output.write(line + "\n", to: .standardError)
    }

    /// Hands SIGINT and SIGTERM to `stop`.
    package func onStopRequest(_ stop: @escaping @Sendable () -> Void) {
        signals?.onSignal(stop)
    }
}
