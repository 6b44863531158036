import AuthEngine

/// The switch-context use cases: the account's memberships, and moving the session to one of them.
package protocol SwitchContextInteracting: SessionEnding {
    /// Every role and school the account can act in, the active one marked; asked of the server, so
    /// an expiring token is refreshed first and a session ended elsewhere is noticed.
    func memberships(profileId: ProfileID) async throws(AppError) -> [Membership]
    /// Moves the session to the membership at `index`; the server issues a new access token
    /// carrying it. Returns the session as it is now.
    func switchContext(profileId: ProfileID, to index: Int) async throws(AppError) -> UserSession
}

/// The switch-context use cases over the started engine.
package final class SwitchContextInteractor: SwitchContextInteracting {
    private let host: EngineHost

    /// The use cases over `host`.
    package init(host: EngineHost) {
        self.host = host
    }

    /// The memberships from `GET /v1/auth/me`, an authorized call.
    package func memberships(profileId: ProfileID) async throws(AppError) -> [Membership] {
        let client = try await host.startedClient()
        do {
            let user = try await client.me(profileId: profileId.rawValue)
            return user.memberships.enumerated().map { index, context in
                Membership(context, index: index, isActive: index == user.activeContextIndex)
            }
        } catch {
            throw AppError(error)
        }
    }

    /// Switches through the engine, which stores the new token, user and context.
    package func switchContext(profileId: ProfileID, to index: Int) async throws(AppError) -> UserSession {
        let client = try await host.startedClient()
        do {
            return UserSession(try await client.switchContext(profileId: profileId.rawValue, to: index))
        } catch {
            throw AppError(error)
        }
    }

    /// Ends the session through the engine, when the memberships or a switch found it over.
    package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await host.endSession(owner: owner)
    }
}
