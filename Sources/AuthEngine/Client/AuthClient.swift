/// The client half of the engine (the "SDK"): what the app calls to register, log in and use a
/// session. It keeps this device's state under `<home>/device/` and reaches the token server only
/// through its transport.
///
/// Flows are challenge-response: the client asks the app's `ChallengeResponder` for what it needs
/// (a new PIN, the PIN) and the app answers or cancels. One flow runs per profile at a time.
package actor AuthClient {
    /// The main actor's: the client's work is short and its caller waits on it, so it runs where the
    /// caller does, with no thread started for it; slow work leaves through `SlowWork`
    /// (docs/ARCHITECTURE.md, "Concurrency").
    nonisolated package var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }

    let device: DeviceStore
    let api: ServerAPI
    let clock: any WallClock
    let configuration: ClientConfiguration
    var flowsInProgress: Set<String> = []
    /// The stateless session, if one was started: kept in memory only, never on the device.
    var statelessSession: StatelessSession?
    /// The refresh coordinator of each signed-in profile, created at login, registration or restore.
    var coordinators: [String: RefreshCoordinator] = [:]
    /// One broadcaster for every profile's coordinator, behind `sessionEvents`.
    let sessionEventBroadcaster = SessionEventBroadcaster()
    /// Waits between refresh retries and between device-grant polls; tests inject one that
    /// returns at once.
    let retrySleeper: any RetrySleeper

    /// Opens the device state in `directory` and talks to the server through `transport`.
    ///
    /// `retrySleeper` waits between refresh retries and device-grant polls; the real one suspends
    /// the task. Opening the device's store is the only thing that can fail here.
    package init(
        directory: String, transport: any EngineTransport, clock: any WallClock = SystemWallClock(),
        configuration: ClientConfiguration = ClientConfiguration(),
        retrySleeper: any RetrySleeper = TaskSleeper()
    ) throws(StoreError) {
        device = DeviceStore(store: try SecureFileStore(directory: directory))
        api = ServerAPI(transport: transport)
        self.clock = clock
        self.configuration = configuration
        self.retrySleeper = retrySleeper
    }

    /// The profiles registered on this device, oldest first.
    package func profiles() throws(AuthError) -> [UserProfile] {
        try device.profiles().sorted { ($0.registeredAt, $0.id) < ($1.registeredAt, $1.id) }
    }

    /// Runs `body` as the only flow for `key`; a second concurrent flow gets `alreadyInProgress`.
    func exclusiveFlow<Result: Sendable>(
        _ key: String, _ body: () async throws(AuthError) -> Result
    ) async throws(AuthError) -> Result {
        guard flowsInProgress.insert(key).inserted else { throw .alreadyInProgress }
        defer { flowsInProgress.remove(key) }
        return try await body()
    }
}

/// The client's policy: which SCRAM parameters it accepts from a server.
package struct ClientConfiguration: Sendable {
    /// The fewest PBKDF2 iterations the client accepts in a SCRAM exchange; fewer means a server
    /// (or a man in the middle) is trying to make the verifier cheap to attack.
    package var minimumScramIterations = 4096
    /// The most iterations the client accepts, so a hostile server cannot make it spin forever.
    package var maximumScramIterations = 1_000_000
    /// The issuer access tokens must name.
    package var issuer = "https://auth.viper-auth.local"
    /// The audience access tokens must name: this app.
    package var audience = "viper-auth-cli"
    /// The deployment, which decides the refresh threshold and retry schedule (DESIGN.md §3).
    package var environment = EngineEnvironment.prod
    /// Spreads refresh retries so clients that failed together do not retry together.
    package var refreshJitter = BackoffJitter.shortening(upTo: 0.25)

    /// The product's configuration.
    package init() {}

    /// Accepts the cheap verifiers `ServerConfiguration.forTesting` asks for.
    package static var forTesting: ClientConfiguration {
        var configuration = ClientConfiguration()
        configuration.minimumScramIterations = 64
        configuration.environment = .dev
        configuration.refreshJitter = .none
        return configuration
    }
}

extension AuthClient {
    /// Reaches the server once (`GET /v1/config`), as an SDK's start does, so an app whose server
    /// cannot be reached says so on its start-up screen, with Retry, not at the person's first action.
    package func connect() async throws(AuthError) {
        _ = try await serverConfiguration()
    }
}
