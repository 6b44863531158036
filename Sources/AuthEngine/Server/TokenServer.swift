import Synchronization

/// The in-process token server: accounts, device registrations, verifiers, tokens and push requests.
///
/// It answers `EngineRequest`s on HTTP-style routes and keeps its state under `<home>/server/`.
/// Several instances (the app and `viper-auth push`, say) may share one directory: every change is
/// a locked transaction on disk, and only a SCRAM exchange in flight lives in memory.
public final class TokenServer: Sendable {
    let database: ServerDatabase
    let configuration: ServerConfiguration
    let clock: any WallClock
    let signer: JWTSigner
    let passwordVerifier: PasswordVerifier
    let exchanges = Mutex<[String: PendingExchange]>([:])
    /// Completed exchanges that a step-up route (change PIN, new authenticator) may redeem once.
    let provenExchanges = Mutex<[String: ProvenExchange]>([:])
    private let routes: RouteTable

    /// Opens (or creates) the server state in `directory`, seeding demo accounts on first start.
    public init(
        directory: String, configuration: ServerConfiguration = ServerConfiguration(),
        clock: any WallClock = SystemWallClock()
    ) throws(ServerStartError) {
        do {
            database = ServerDatabase(store: try SecureFileStore(directory: directory))
            signer = JWTSigner(key: try database.signingKey(), clock: clock)
        } catch let error as StoreError {
            throw .storage(error)
        } catch let error as ServerFailure {
            throw .storage(error.storeError ?? .corrupt(name: ServerDatabase.keysName))
        } catch {
            throw .storage(.corrupt(name: ServerDatabase.keysName))
        }
        self.configuration = configuration
        self.clock = clock
        passwordVerifier = PasswordVerifier(iterations: configuration.passwordIterations)
        routes = RouteTable.standard
        do {
            try seedIfNeeded()
        } catch {
            throw .storage(error.storeError ?? .corrupt(name: ServerDatabase.stateName))
        }
    }

    /// Answers one request; failures become JSON error bodies with their HTTP-style status.
    public func handle(_ request: EngineRequest) async -> EngineResponse {
        guard let route = routes.route(for: request) else {
            return Self.failureResponse(.routeNotFound)
        }
        do {
            return try await route.handler(self, request)
        } catch {
            return Self.failureResponse(error)
        }
    }

    static func failureResponse(_ failure: ServerFailure) -> EngineResponse {
        EngineResponse(status: failure.status, body: WireCoding.encode(failure.body))
    }

    private func seedIfNeeded() throws(ServerFailure) {
        // A read first: seeding happens once, and later starts must not pay for a locked write.
        guard configuration.seedsDemoAccounts, try database.snapshot().accounts.isEmpty else { return }
        try database.transaction { state throws(ServerFailure) in
            guard state.accounts.isEmpty else { return }
            state.accounts = DemoAccounts.accounts(passwordIterations: configuration.passwordIterations)
        }
    }
}

/// Why the token server could not start.
public enum ServerStartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server's files could not be read or written.
    case storage(StoreError)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .storage(let error): "The authentication server could not open its data: \(error)"
        }
    }
}

extension ServerFailure {
    var storeError: StoreError? {
        if case .storage(let error) = self { return error }
        return nil
    }
}

/// A SCRAM exchange between its two messages: the server half's state and what it is for.
struct PendingExchange: Sendable {
    var scram: SCRAMServer
    var profileId: String
    var authenticator: AuthenticatorKind
    var expiresAt: Int64
    /// Set when the exchange confirms a push request instead of starting a session.
    var pushRequestId: String? = nil
}
