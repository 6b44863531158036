import AuthEngine

/// The start-up use case: open the engine's files and continue a stored session if there is one.
package protocol StartupInteracting: Sendable {
    /// Starts the engine (idempotent, so it can be retried), reaches the server once, and restores
    /// the first usable session.
    func start() async throws(AppError) -> SessionRestore
}

/// Starts the engine through the shared `EngineHost` and asks it to restore each profile's session.
package final class StartupInteractor: StartupInteracting {
    private let host: EngineHost

    /// A start-up use case over `host`.
    package init(host: EngineHost) {
        self.host = host
    }

    /// Tries the profiles oldest first and stops at the first session that is restored or
    /// refreshed; when none is, the first discard's sentence becomes the notice.
    package func start() async throws(AppError) -> SessionRestore {
        let client = try await host.start()
        let profiles: [UserProfile]
        do {
            try await client.connect()
            profiles = try await client.profiles()
        } catch {
            throw AppError(error)
        }
        var discarded: SessionDiscard?
        for profile in profiles {
            switch await client.restoreSession(profileId: profile.id) {
            case .restored, .refreshed:
                return .restored(ProfileID(rawValue: profile.id))
            case .discarded(let reason):
                discarded = discarded ?? SessionDiscard(reason)
            case .noSession:
                continue
            }
        }
        return .noSession(discarded: discarded)
    }
}

extension SessionDiscard {
    init(_ reason: SessionDiscardReason) {
        switch reason {
        case .unreadable: self = .unreadable
        case .expired: self = .expired
        case .serverUnavailable: self = .serverUnavailable
        }
    }
}
