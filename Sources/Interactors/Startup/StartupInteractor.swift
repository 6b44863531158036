import AuthEngine

/// The start-up use case: open the engine's files and continue a stored session if there is one.
package protocol StartupInteracting: Sendable {
    /// Starts the engine (idempotent, so it can be retried), reaches the server once, settles
    /// what a crash between the device and the server left, and restores the first usable session.
    func start() async throws(AppError) -> StartupOutcome
}

/// Starts the engine through the shared `EngineHost` and asks it to restore each profile's session.
package final class StartupInteractor: StartupInteracting {
    private let host: EngineHost

    /// A start-up use case over `host`.
    package init(host: EngineHost) {
        self.host = host
    }

    /// Settles the two halves first when this device has something to settle
    /// (`AuthClient.reconcileIfNeeded()`: operations a crash cut short are finished, profiles the
    /// server forgot are removed; a start with nothing to settle asks nothing), then tries the
    /// profiles oldest first and stops at the first session that is restored or refreshed; when
    /// none is, the first discard's sentence becomes the notice.
    package func start() async throws(AppError) -> StartupOutcome {
        let client = try await host.start()
        let profiles: [UserProfile]
        let removed: [ProfileRemoval]
        do {
            try await client.connect()
            removed = await client.reconcileIfNeeded().map(ProfileRemoval.init)
            profiles = try await client.profiles()
        } catch {
            throw AppError(error)
        }
        return StartupOutcome(await restore(profiles, client: client), removedProfiles: removed)
    }

    private func restore(_ profiles: [UserProfile], client: AuthClient) async -> SessionRestore {
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
