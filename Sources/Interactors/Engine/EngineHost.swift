import AuthEngine

/// Starts the engine once and hands its client to the interactors.
///
/// The token server runs in this process, connected to the client by an in-process transport,
/// unless the settings name a server to reach over HTTP (`--server URL`); `--trace` watches either.
/// The container keeps one host for the whole run.
package actor EngineHost {
    /// The main actor's, as the engine's client's (`AuthClient.unownedExecutor` says why).
    nonisolated package var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }

    let settings: EngineSettings
    private let tracer: Tracer
    private var client: AuthClient?
    /// The home's own server when it runs in this process, for the pages a browser visits.
    private var inProcessServer: TokenServer?

    /// A host for the engine under `settings`; nothing is opened until `start()`.
    package init(settings: EngineSettings, tracer: Tracer) {
        self.settings = settings
        self.tracer = tracer
    }

    /// Opens the server and device stores (creating them on first run); idempotent.
    func start() throws(AppError) -> AuthClient {
        if let client { return client }
        let transport = TracingTransport(base: try serverTransport(), tracer: tracer)
        var configuration = settings.clientConfiguration
        configuration.environment = settings.environment.engineEnvironment
        let started: AuthClient
        do {
            started = try AuthClient(
                directory: settings.homeDirectory + "/device", transport: transport, clock: settings.clock,
                configuration: configuration)
        } catch {
            throw .engineUnavailable(.deviceData(StorageProblem(error)))
        }
        client = started
        return started
    }

    /// HTTP to the server the settings name, or the home's own server opened in this process.
    private func serverTransport() throws(AppError) -> any EngineTransport {
        // The server process plays its home's fault plan on what it serves (`TokenServerProcess`).
        if let url = settings.server {
            let http = HTTPClientTransport(server: url)
            guard let clock = settings.clock as? ServerFollowingClock else { return http }
            return ClockFollowingTransport(base: http, clock: clock)
        }
        let server: TokenServer
        do {
            server = try TokenServer(
                directory: settings.homeDirectory + "/server", configuration: settings.serverConfiguration,
                clock: settings.clock)
        } catch {
            switch error {
            case .storage(let error): throw .engineUnavailable(.serverData(StorageProblem(error)))
            case .signingKeySetAside(let savedAs):
                throw .engineUnavailable(.signingKeySetAside(savedAs: savedAs))
            case .ownedByServer(let url): throw .engineUnavailable(.ownedByServer(url: url))
            case .inUse: throw .engineUnavailable(.ownedByServer(url: nil))
            }
        }
        inProcessServer = server
        // The fault plan sits between the trace and the server, so `--trace` shows every attempt
        // as the client saw it, played faults included.
        return FaultPlanTransport(
            base: InProcessTransport(server: server),
            plan: FaultPlan(directory: SimulationHome.directory(of: settings.homeDirectory)))
    }

    /// The in-process server's browser pages on a free loopback port, for one step; nil with
    /// `--server`, whose server serves its own pages at its own address.
    func startPageServer() throws(AppError) -> LoopbackPageServer? {
        guard settings.server == nil else { return nil }
        guard let inProcessServer else { throw .engineUnavailable(.notStarted) }
        do {
            return try LoopbackPageServer.start(over: inProcessServer, tracer: tracer)
        } catch {
            throw .loopbackUnavailable
        }
    }

    /// Records a hop to or from the browser, which belongs to the screen around it.
    nonisolated func traceBrowser(_ from: Layer, _ to: Layer, _ message: @autoclosure () -> String) {
        tracer.hop(from, to, in: Layer.browser.rawValue, message())
    }

    /// The started client; a use case that runs before `start()` gets `engineUnavailable`.
    func startedClient() throws(AppError) -> AuthClient {
        guard let client else { throw .engineUnavailable(.notStarted) }
        return client
    }
}
