import AuthEngine

/// The dashboard's use cases for a signed-in profile: who is signed in, the ID token, logging out
/// (`endSession(owner:)`, for the profile's session or the stateless one).
package protocol DashboardInteracting: SessionEnding {
    /// The profile's session, checked with the server (and renewed first when it is about to expire).
    func session(profileId: ProfileID) async throws(AppError) -> UserSession
    /// The session's ID token: its claims (no signature, no secret) and the times among them.
    func idToken(profileId: ProfileID) async throws(AppError) -> IdToken
    /// What the server knows of this app, by a device-authenticated call (no session needed).
    func appDetails() async throws(AppError) -> AppInfo
    /// A one-time, short-lived URL that signs the profile's user into the web; `viper-auth browser`
    /// redeems it.
    func appToWebURL(profileId: ProfileID) async throws(AppError) -> String
    /// The `--home` the app was started with, if any: the app-to-web hint repeats it, so
    /// `viper-auth browser` in a second terminal opens the same home.
    var homeOption: String? { get }
    /// The `--server` URL the app uses, if any: the app-to-web hint repeats it too.
    var serverOption: String? { get }

    // Stateless sessions (no profile): the dashboard shows them when its session owner is `.stateless`.

    /// The stateless session, while its access token is valid; `.notLoggedIn` otherwise.
    func statelessSession() async throws(AppError) -> UserSession
    /// Renews the stateless session while its access token is valid: the same account and role,
    /// a new expiry (`UserSession.expiresAt`); `.notLoggedIn` or `.sessionEnded` once it is over.
    func refreshStatelessSession() async throws(AppError) -> UserSession
}

/// The dashboard's use cases over the started engine.
package final class DashboardInteractor: DashboardInteracting {
    private let host: EngineHost

    /// The use cases over `host`.
    package init(host: EngineHost) {
        self.host = host
    }

    /// Asks the server who is signed in first, so an expired token is refreshed and a session
    /// ended elsewhere is noticed, then reads the renewed session's role and school.
    package func session(profileId: ProfileID) async throws(AppError) -> UserSession {
        let client = try await host.startedClient()
        do {
            _ = try await client.me(profileId: profileId.rawValue)
            return UserSession(try await client.currentSession(profileId: profileId.rawValue))
        } catch {
            throw AppError(error)
        }
    }

    /// The ID token's claims, pretty-printed by the engine, and its times.
    package func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        let client = try await host.startedClient()
        do {
            return IdToken(try await client.idToken(profileId: profileId.rawValue))
        } catch {
            throw AppError(error)
        }
    }

    /// Logs out through the engine, starting it if need be; an engine that cannot start leaves the
    /// session where it is, and the outcome says so. Ends the stateless session the same way.
    package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await host.endSession(owner: owner)
    }

    /// The app's details; the device proves itself with its own key.
    package func appDetails() async throws(AppError) -> AppInfo {
        let client = try await host.startedClient()
        do {
            return AppInfo(try await client.appDetails())
        } catch {
            throw AppError(error)
        }
    }

    /// The stateless session the engine keeps in memory.
    package func statelessSession() async throws(AppError) -> UserSession {
        let client = try await host.startedClient()
        do {
            return UserSession(try await client.currentStatelessSession())
        } catch {
            throw AppError(error)
        }
    }

    /// The stateless session renewed by the engine, with the server.
    package func refreshStatelessSession() async throws(AppError) -> UserSession {
        let client = try await host.startedClient()
        do {
            return UserSession(try await client.refreshStatelessSession())
        } catch {
            throw AppError(error)
        }
    }

    /// An app-to-web URL, by an authorized call (refreshed first when the token is about to expire).
    package func appToWebURL(profileId: ProfileID) async throws(AppError) -> String {
        let client = try await host.startedClient()
        do {
            return try await client.appToWebURL(profileId: profileId.rawValue)
        } catch {
            throw AppError(error)
        }
    }

    /// The home option of the engine's settings.
    package var homeOption: String? { host.settings.homeOption }

    /// The `--server` URL the app uses, if any.
    package var serverOption: String? { host.settings.serverOption }
}
