import AuthEngine
import Glibc

/// `viper-auth status`'s use case: reads the profiles, sessions and pending push requests of a
/// home — no token is refreshed, so it is safe beside a running app. The one change it makes is
/// the start-up's (`AuthClient.reconcile()`): a profile the server no longer knows is removed,
/// and the report says so, rather than listing it.
package struct StatusReader: Sendable {
    private let host: EngineHost
    private let settings: EngineSettings
    private let clock: any WallClock

    /// A reader of the home of `settings`, through `host` (an engine on the same settings).
    package init(settings: EngineSettings, host: EngineHost) {
        self.init(settings: settings, host: host, clock: settings.clock)
    }

    init(settings: EngineSettings, host: EngineHost, clock: any WallClock) {
        self.settings = settings
        self.host = host
        self.clock = clock
    }

    /// The report; a home the app never started has no profiles and is left uncreated.
    package func report() async throws(AppError) -> StatusReport {
        let now = clock.now
        let simulation = await simulationStatus()
        guard access(settings.homeDirectory + "/device", F_OK) == 0 else {
            return StatusReport(profiles: [], checkedAt: now, simulation: simulation)
        }
        let client = try await host.start()
        let removed = await client.reconcile().map(ProfileRemoval.init)
        let profiles: [UserProfile]
        do {
            profiles = try await client.profiles()
        } catch {
            throw AppError(error)
        }
        var statuses: [ProfileStatus] = []
        for profile in profiles {
            statuses.append(await status(of: profile, client: client))
        }
        return StatusReport(
            profiles: statuses, checkedAt: now, simulation: simulation, removedProfiles: removed)
    }

    /// The clock offset and the faults in force (the server's, with `--server`), or why they could
    /// not be read.
    private func simulationStatus() async -> SimulationStatus {
        let simulation = HomeSimulation.controls(settings: settings)
        let clock: Result<Int64, AppError>
        do throws(AppError) {
            clock = .success(try await simulation.clockReading().offsetSeconds)
        } catch {
            clock = .failure(error)
        }
        let faults: Result<[PlannedFault], AppError>
        do throws(AppError) {
            faults = .success(try await simulation.faults())
        } catch {
            faults = .failure(error)
        }
        return SimulationStatus(clockOffsetSeconds: clock, faults: faults)
    }

    private func status(of profile: UserProfile, client: AuthClient) async -> ProfileStatus {
        let session = try? await client.currentSession(profileId: profile.id)
        let pending: Result<[PushRequest], AppError>
        do {
            pending = .success(
                try await client.pendingPushRequests(profileId: profile.id).map(PushRequest.init))
        } catch {
            pending = .failure(AppError(error))
        }
        let kinds = AuthenticatorKind.allCases.filter { $0 == .pin || profile.authenticators.contains($0) }
        return ProfileStatus(
            profile: RegisteredProfile(profile), authenticators: kinds.map(\.rawValue),
            preferredAuthenticator: profile.preferredAuthenticator.rawValue,
            session: session.map(UserSession.init), pendingRequests: pending)
    }
}
