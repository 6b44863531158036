import Interactors

/// `viper-auth server`: warns about plain HTTP beyond loopback, starts the server, prints its URL
/// first on standard output and what its store mended as it opened, and serves until the view
/// passes on a stop.
@MainActor
package final class ServerPresenter: ServerPresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any ServerViewInterface)?
    private let interactor: any ServerInteracting

    /// A presenter over `interactor`; the builder sets `view`.
    package init(interactor: any ServerInteracting) {
        self.interactor = interactor
    }

    /// Serves on `address` until the view passes on a stop; fails when the server cannot start.
    package func run(_ address: ServerListenAddress) async -> CommandOutcome {
        if let warning = ServerText.plainHTTPWarning(address) { view?.showNote(warning) }
        let server: any RunningServer
        do throws(ServerProcessError) {
            server = try interactor.start(address: address) { [weak view] line in view?.showLog(line) }
        } catch {
            view?.showFailure(CommandFailureText.line(command: "server", ServerText.message(for: error)))
            return .failed
        }
        view?.showResult(server.url)
        for recovery in server.recoveries { view?.showNote(ServerText.note(recovery)) }
        view?.onStopRequest { server.requestStop() }
        await server.waitUntilStopped()
        return .done
    }
}
