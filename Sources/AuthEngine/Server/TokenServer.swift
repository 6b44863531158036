import Synchronization

/// The in-process token server: accounts, device registrations, verifiers, tokens and push requests.
///
/// It answers `EngineRequest`s on HTTP-style routes and keeps its state under `<home>/server/` in
/// its store (`ServerStore`: the state in memory, indexed; a write-ahead journal and snapshots on
/// disk). Several in-process instances (the app and `viper-auth push`, say) may share one
/// directory: each catches up on the others' journal records under the home's lock before it reads
/// or writes. A server process (`ServerAccess.exclusive`) owns the directory alone and shares
/// fsyncs between concurrent requests (group commit); every answer waits until what its request
/// wrote, or read, is durable.
package final class TokenServer: Sendable {
    let database: ServerDatabase
    let configuration: ServerConfiguration
    let clock: any WallClock
    let signer: JWTSigner
    let passwordVerifier: PasswordVerifier
    /// The home's clock and fault plan (`SimulationHome`), which the simulation routes change.
    let simulationDirectory: String
    let exchanges = Mutex<[String: PendingExchange]>([:])
    /// Completed exchanges that a step-up route (change PIN, new authenticator) may redeem once.
    let provenExchanges = Mutex<[String: ProvenExchange]>([:])
    /// The `GET /v1/auth/me` bodies last encoded (`UserInfoAnswers`).
    let userInfoAnswers = UserInfoAnswers()
    let routes: RouteTable
    /// The OpenID provider's login-form key and announced URL (`OpenIDProviderState`).
    let openID = OpenIDProviderState()
    /// The OpenID provider's signing keys as read from their records (`ProviderKeyCache`).
    let providerKeyCache = ProviderKeyCache()
    private let ownership: ServerOwnership

    /// Opens (or creates) the server state in `directory`, seeding demo accounts on first start.
    ///
    /// Every document is read once here, so a damaged one stops the start with an error that names
    /// it, rather than turning later requests into "unavailable" answers nobody can explain. A
    /// damaged `keys.json` is set aside (see `ServerStartError.signingKeySetAside`) and this start
    /// fails, so the new key the next start makes is never a silent one. `access` says whether it
    /// shares the directory or owns it (`ServerAccess`); a directory another process owns, or (for
    /// `.exclusive`) has open, is refused without waiting. The simulation routes act on
    /// `simulationDirectory`, by default the `simulation/` beside `directory` in the same home.
    package init(
        directory: String, configuration: ServerConfiguration = ServerConfiguration(),
        clock: any WallClock = SystemWallClock(), access: ServerAccess = .shared,
        simulationDirectory: String? = nil
    ) throws(ServerStartError) {
        self.simulationDirectory =
            simulationDirectory ?? SimulationHome.directory(ofServerDirectory: directory)
        do {
            let store = try SecureFileStore(directory: directory)
            ownership = try ServerOwnership(directory: store.directory, access: access)
            database = ServerDatabase(
                store: store, access: access, clock: clock, configuration: configuration)
        } catch let error as ServerStartError {
            throw error
        } catch let error as StoreError {
            throw .storage(error)
        } catch {
            throw .storage(.corrupt(name: ServerDatabase.stateName))
        }
        do {
            signer = try JWTSigner(key: try Self.signingKey(of: database, clock: clock), clock: clock)
        } catch let error as ServerStartError {
            throw error
        } catch {
            // `signingKey(of:clock:)` returns only keys of `SigningKeys.keyByteCount` bytes, which
            // the signer accepts; this names the file should that ever change.
            throw .storage(.corrupt(name: ServerDatabase.keysName))
        }
        self.configuration = configuration
        self.clock = clock
        passwordVerifier = PasswordVerifier(iterations: configuration.passwordIterations)
        routes = RouteTable.standard
        do {
            try database.open()
            try seedIfNeeded()
        } catch let error as StoreError {
            throw .storage(error)
        } catch let error as ServerFailure {
            throw .storage(error.storeError ?? .corrupt(name: ServerStoreFiles.journalName))
        } catch {
            throw .storage(.corrupt(name: ServerStoreFiles.journalName))
        }
    }

    deinit {
        // Everything queued is written before the owner lock (`ownership`) goes with this object.
        database.close()
    }

    /// The signing key, or a start error: the key only signs access and ID tokens that live minutes
    /// (refresh tokens are random and stored hashed), so replacing a damaged one costs each session
    /// one refresh; it is moved aside for inspection and the start fails once to say so.
    private static func signingKey(of database: ServerDatabase, clock: any WallClock) throws(ServerStartError)
        -> SecretBytes
    {
        do {
            return try database.signingKey()
        } catch .storage(.corrupt), .storage(.unsupportedSchemaVersion) {
            let savedAs: String?
            do {
                savedAs = try database.store.quarantineIfUnreadable(
                    SigningKeys.self, named: ServerDatabase.keysName, at: clock.now)
            } catch {
                throw .storage(error)
            }
            if let savedAs { throw .signingKeySetAside(savedAs: savedAs) }
            // Another process set it aside (or wrote a good key) first: use what is there now.
            do {
                return try database.signingKey()
            } catch {
                throw .storage(error.storeError ?? .corrupt(name: ServerDatabase.keysName))
            }
        } catch {
            throw .storage(error.storeError ?? .corrupt(name: ServerDatabase.keysName))
        }
    }

    /// Answers one request: the innermost steps of the server's chain (`ServerPipeline`), the
    /// route and durability, then the clock offset when the home's clock is simulated.
    ///
    /// The answer waits until every transaction the request made, and the last one whose effects
    /// it read, is durable; if the journal could not be written, it is a storage failure (503)
    /// whatever the route said, and the request's changes are undone. It runs where its caller
    /// runs (`isolation`): on the main thread for the app's in-process server, on the pool for HTTP.
    package func handle(
        _ request: EngineRequest, isolation: isolated (any Actor)? = #isolation
    ) async -> EngineResponse {
        guard let route = routes.route(for: request) else {
            return stampingClockOffset(ServerFailure.routeNotFound.response)
        }
        let demand = DurabilityDemand()
        var response = await DurabilityDemand.$current.withValue(demand) { () async -> EngineResponse in
            // Naming `isolation` isolates this closure to it; a closure that did not would run
            // on the concurrency runtime's pool, starting its threads for an in-process request.
            _ = isolation
            return await route.answer(self, request)
        }
        if let failure = await database.waitUntilDurable(demand) {
            response = ServerFailure.storage(failure).response
        }
        return stampingClockOffset(response)
    }

    /// `response` with the home's clock offset when it is simulated: a client over HTTP keeps the
    /// time of this server's home (`ServerFollowingClock`), so the tokens this server issues under
    /// a simulated clock are not "not yet valid" to it.
    func stampingClockOffset(_ response: EngineResponse) -> EngineResponse {
        guard let offset = clock.simulatedOffsetSeconds else { return response }
        var response = response
        response.headers.placeClockOffset(offset)
        return response
    }

    /// Records `url` as where this server answers, for the processes it refuses (`ownedByServer`).
    package func announce(url: String) throws(StoreError) {
        try database.store.write(RunningServerDocument(url: url), named: RunningServerDocument.name)
        openID.announce(url: url)
    }

    /// Removes the record `announce(url:)` wrote, as the server stops.
    package func withdrawAnnouncement() throws(StoreError) {
        _ = try database.store.remove(named: RunningServerDocument.name)
    }

    /// What the store did on its own while opening the home (a dropped incomplete record, a
    /// conversion from the old layout), for the operator.
    package var storeNotes: [ServerStoreNote] { database.notes }

    /// Counters of the store's work, for tests and the benchmark.
    package var storeStatistics: ServerStoreStatistics { database.statistics }

    private func seedIfNeeded() throws(ServerFailure) {
        // A read first: seeding happens once, and later starts must not pay for a locked write.
        guard configuration.seedsDemoAccounts, try database.read({ $0.accounts.isEmpty }) else { return }
        try database.transaction { state throws(ServerFailure) in
            guard state.accounts.isEmpty else { return }
            for account in DemoAccounts.accounts(passwordIterations: configuration.passwordIterations) {
                state.accounts.put(account)
            }
        }
    }
}

/// Why the token server could not start.
package enum ServerStartError: Error, Equatable, Sendable {
    /// The server's files could not be read or written.
    case storage(StoreError)
    /// `keys.json` held no usable signing key and was moved aside as `savedAs`; the next start
    /// makes a new key, and signed-in sessions renew their access tokens with it.
    case signingKeySetAside(savedAs: String)
    /// A `viper-auth server` process owns the state; `url` is where it answers, when it said.
    case ownedByServer(url: String?)
    /// A server process could not own the state: another process has it open in-process.
    case inUse
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
