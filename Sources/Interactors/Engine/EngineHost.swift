import AuthEngine

/// Starts the engine once and hands its client to the interactors.
///
/// The token server and the client both run in this process, connected by an in-process
/// transport that `--trace` can watch. The container keeps one host for the whole run.
package actor EngineHost {
    let settings: EngineSettings
    private let tracer: Tracer
    private var client: AuthClient?

    /// A host for the engine under `settings`; nothing is opened until `start()`.
    package init(settings: EngineSettings, tracer: Tracer) {
        self.settings = settings
        self.tracer = tracer
    }

    /// Opens the server and device stores (creating them on first run); idempotent.
    func start() throws(AppError) -> AuthClient {
        if let client { return client }
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
            }
        }
        var configuration = settings.clientConfiguration
        configuration.environment = settings.environment.engineEnvironment
        // The fault plan sits between the trace and the server, so `--trace` shows every attempt
        // as the client saw it, played faults included.
        let faults = FaultPlanTransport(
            base: InProcessTransport(server: server),
            plan: FaultPlan(directory: SimulationHome.directory(of: settings.homeDirectory)))
        let transport = TracingTransport(base: faults, tracer: tracer)
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

    /// The started client; a use case that runs before `start()` gets `engineUnavailable`.
    func startedClient() throws(AppError) -> AuthClient {
        guard let client else { throw .engineUnavailable(.notStarted) }
        return client
    }
}
