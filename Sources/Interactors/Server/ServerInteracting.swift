/// The use case of `viper-auth server`: the home's token server started over HTTP, for this
/// process alone (`ServerInteractor` over `TokenServerProcess`).
package protocol ServerInteracting: Sendable {
    /// Starts serving on `address`; `log` receives one line per response, on the server's I/O
    /// thread (it must return quickly).
    func start(address: ServerListenAddress, log: @escaping @Sendable (String) -> Void)
        throws(ServerProcessError) -> any RunningServer
}

/// A server that is answering requests until asked to stop.
package protocol RunningServer: Sendable {
    /// `http://HOST:PORT`, with the port the system picked when asked for port 0.
    var url: String { get }
    /// What the store mended as it opened (a change a crash cut short, a conversion), in order.
    var recoveries: [ServerRecovery] { get }
    /// Starts a graceful stop; safe from any thread, any number of times.
    func requestStop()
    /// Returns once stopped, every request in flight answered.
    func waitUntilStopped() async
}

extension TokenServerProcess: RunningServer {}

/// The token server of the home `settings` name.
package struct ServerInteractor: ServerInteracting {
    private let settings: EngineSettings
    private let allowsRemoteControl: Bool
    private let openID: OpenIDProviderOptions

    /// A server of the home under `settings` (which name no `--server`: it acts on the home);
    /// `allowsRemoteControl` serves its control routes to every peer, not only to loopback and
    /// holders of the control token; `openID` sets the OpenID provider's issuer and clients.
    package init(
        settings: EngineSettings, allowsRemoteControl: Bool = false,
        openID: OpenIDProviderOptions = OpenIDProviderOptions()
    ) {
        self.settings = settings
        self.allowsRemoteControl = allowsRemoteControl
        self.openID = openID
    }

    /// Opens the home's server half for this process alone and listens on `address`.
    package func start(address: ServerListenAddress, log: @escaping @Sendable (String) -> Void)
        throws(ServerProcessError) -> any RunningServer
    {
        try TokenServerProcess.start(
            settings: settings, address: address, allowsRemoteControl: allowsRemoteControl, openID: openID,
            log: log)
    }
}
