/// Why the engine could not start.
package enum EngineStartProblem: Equatable, Sendable {
    /// The server half's files could not be opened or created.
    case serverData(StorageProblem)
    /// The server's signing key was damaged and set aside as `savedAs`; the next start makes a new
    /// one, and signed-in sessions renew their access tokens with it.
    case signingKeySetAside(savedAs: String)
    /// A `viper-auth server` process owns the home's server half; `url` is where it answers, when
    /// it said (the app can use it with `--server URL`).
    case ownedByServer(url: String?)
    /// This device's files could not be opened or created.
    case deviceData(StorageProblem)
    /// A use case ran before the engine was started: a wiring mistake, not the person's.
    case notStarted
}
