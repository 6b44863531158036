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
    let passwordVerifier: PasswordVerifier
    let exchanges = Mutex<[String: PendingExchange]>([:])
    /// Completed exchanges that a step-up route (change PIN, new authenticator) may redeem once.
    let provenExchanges = Mutex<[String: ProvenExchange]>([:])
    private let routes: RouteTable
    /// The signer under the key in `keys.json`, loaded when the first request arrives.
    private let openedSigner = Mutex<JWTSigner?>(nil)

    /// Opens (or creates) the server's directory in `directory`.
    ///
    /// Its files are read when the first request arrives, not here: the signing key is loaded (or
    /// created) and the demo accounts are seeded on a home's first use then. An app that starts on
    /// a screen the server has no part in (Welcome without profiles) never reads them at all.
    public init(
        directory: String, configuration: ServerConfiguration = ServerConfiguration(),
        clock: any WallClock = SystemWallClock()
    ) throws(ServerStartError) {
        do {
            database = ServerDatabase(store: try SecureFileStore(directory: directory))
        } catch {
            throw .storage(error)
        }
        self.configuration = configuration
        self.clock = clock
        passwordVerifier = PasswordVerifier(iterations: configuration.passwordIterations)
        routes = RouteTable.standard
    }

    /// Answers one request; failures become JSON error bodies with their HTTP-style status.
    public func handle(_ request: EngineRequest) async -> EngineResponse {
        guard let route = routes.route(for: request) else {
            return Self.failureResponse(.routeNotFound)
        }
        do {
            try openIfNeeded()
            return try await route.handler(self, request)
        } catch {
            return Self.failureResponse(error)
        }
    }

    /// Signs and verifies access and ID tokens; every route runs after `handle` has opened it.
    var signer: JWTSigner {
        guard let signer = openedSigner.withLock({ $0 }) else {
            preconditionFailure("a route ran before the server read its signing key")
        }
        return signer
    }

    static func failureResponse(_ failure: ServerFailure) -> EngineResponse {
        EngineResponse(status: failure.status, body: WireCoding.encode(failure.body))
    }

    /// Reads the signing key and seeds the demo accounts into a new home, once per instance; a
    /// failure leaves it unopened, so the next request tries again. `handle` calls it, and so does
    /// every way in that reads accounts without a request (the hosted pages' sign-in).
    func openIfNeeded() throws(ServerFailure) {
        try openedSigner.withLock { signer throws(ServerFailure) in
            guard signer == nil else { return }
            let key = try database.signingKey()
            // Only a home without a state document (new, or its damaged state moved aside) is
            // seeded: a directory listing decides, so later starts do not parse the whole state
            // just to find accounts in it. The transaction checks again under the lock.
            if configuration.seedsDemoAccounts, try !hasStateDocument() {
                try database.transaction { state throws(ServerFailure) in
                    guard state.accounts.isEmpty else { return }
                    state.accounts = DemoAccounts.accounts(
                        passwordIterations: configuration.passwordIterations)
                }
            }
            signer = JWTSigner(key: key, clock: clock)
        }
    }

    private func hasStateDocument() throws(ServerFailure) -> Bool {
        do {
            return try database.store.documentNames().contains(ServerDatabase.stateName)
        } catch {
            throw .storage(error)
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

/// A SCRAM exchange between its two messages: the server half's state and what it is for.
struct PendingExchange: Sendable {
    var scram: SCRAMServer
    var profileId: String
    var authenticator: AuthenticatorKind
    var expiresAt: Int64
    /// Set when the exchange confirms a push request instead of starting a session.
    var pushRequestId: String? = nil
}
