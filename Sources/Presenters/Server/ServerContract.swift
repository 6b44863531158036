import Interactors

/// Where `viper-auth server` listens, under the name the module contract uses: the view, which
/// may not import Interactors, hands it to the presenter.
package typealias ServerListenAddress = Interactors.ServerListenAddress

/// What the Server presenter asks its view to do besides the shared verbs: print the request log,
/// and pass on the signal that stops the server.
@MainActor
package protocol ServerViewInterface: CommandViewInterface, Sendable {
    /// Prints one line of the request log on standard error, as the server wrote it; called on the
    /// server's I/O thread, so it must return quickly.
    nonisolated func showLog(_ line: String)
    /// Calls `stop` at SIGINT or SIGTERM from now on, and at once for one that came earlier.
    func onStopRequest(_ stop: @escaping @Sendable () -> Void)
}

/// What the Server view hands its presenter: the address to serve on.
@MainActor
package protocol ServerPresenting: AnyObject {
    /// Serves on `address` until stopped, and says how it went.
    func run(_ address: ServerListenAddress) async -> CommandOutcome
}
