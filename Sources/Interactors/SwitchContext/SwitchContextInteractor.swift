import AuthEngine

/// The switch-context use cases: the account's memberships, and moving the session to one of them.
public protocol SwitchContextInteracting: SessionEnding {
    /// Every role and school the account can act in, the active one marked; asked of the server, so
    /// an expiring token is refreshed first and a session ended elsewhere is noticed.
    func memberships(profileId: String) async throws(AppError) -> [Membership]
    /// Moves the session to the membership at `index`; the server issues a new access token
    /// carrying it. Returns the session as it is now.
    func switchContext(profileId: String, to index: Int) async throws(AppError) -> UserSession
}

/// The switch-context use cases over the started engine.
public final class SwitchContextInteractor: SwitchContextInteracting {
    private let host: EngineHost

    /// The use cases over `host`.
    public init(host: EngineHost) {
        self.host = host
    }

    /// The memberships from `GET /v1/auth/me`, an authorized call.
    public func memberships(profileId: String) async throws(AppError) -> [Membership] {
        let client = try await host.startedClient()
        do {
            let user = try await client.me(profileId: profileId)
            return user.memberships.enumerated().map { index, context in
                Membership(context, index: index, isActive: index == user.activeContextIndex)
            }
        } catch {
            throw AppError(error)
        }
    }

    /// Switches through the engine, which stores the new token, user and context.
    public func switchContext(profileId: String, to index: Int) async throws(AppError) -> UserSession {
        let client = try await host.startedClient()
        do {
            return UserSession(try await client.switchContext(profileId: profileId, to: index))
        } catch {
            throw AppError(error)
        }
    }

    /// Ends the session through the engine, when the memberships or a switch found it over.
    public func endSession(profileId: String?) async -> LogoutOutcome {
        await host.endSession(profileId: profileId)
    }
}
