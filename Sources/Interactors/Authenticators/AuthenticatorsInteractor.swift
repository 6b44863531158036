import AuthEngine

/// The Authenticators screen's use cases: list a profile's authenticators, start registering a
/// biometric or password one (a flow whose PIN check the PinChallenge module answers), remove one,
/// and choose the one offered first at login.
package protocol AuthenticatorsInteracting: SessionEnding {
    /// The profile's registered authenticators and the preferred one.
    func authenticators(profileId: ProfileID) async throws(AppError) -> ProfileAuthenticators
    /// Begins registering `authenticator` and waits for its first step, the PIN check, which the
    /// PinChallenge module built with the returned registration answers.
    func startRegistration(of authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> AuthenticatorRegistration
    /// Removes `authenticator` here and on the server; the PIN becomes preferred if it was.
    func remove(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> AuthenticatorRemovalOutcome
    /// Makes `authenticator` (registered) the one offered first at login.
    func prefer(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> ProfileAuthenticators
}

/// The Authenticators use cases over the started engine; registrations run as `ChallengeFlow`s
/// handed on as `AuthenticatorRegistration`s.
package final class AuthenticatorsInteractor: AuthenticatorsInteracting {
    private let host: EngineHost

    /// The use cases over `host`.
    package init(host: EngineHost) {
        self.host = host
    }

    /// The engine's list, as app entities.
    package func authenticators(profileId: ProfileID) async throws(AppError) -> ProfileAuthenticators {
        let client = try await host.startedClient()
        do {
            return ProfileAuthenticators(try await client.authenticators(profileId: profileId.rawValue))
        } catch {
            throw AppError(error)
        }
    }

    /// Begins the engine's registration; it asks the PIN first.
    package func startRegistration(of authenticator: Authenticator, profileId: ProfileID)
        async throws(AppError) -> AuthenticatorRegistration
    {
        let client = try await host.startedClient()
        let flow = try await ChallengeFlow.beginWithPinCheck { responder async throws(AuthError) in
            let list = try await client.registerAuthenticator(
                authenticator.kind, profileId: profileId.rawValue, responder: responder)
            return .authenticatorRegistered(ProfileAuthenticators(list))
        }
        return AuthenticatorRegistration(flow, profileId: profileId)
    }

    /// Removes the authenticator through the engine.
    package func remove(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> AuthenticatorRemovalOutcome
    {
        let client = try await host.startedClient()
        do {
            let removal = try await client.deregisterAuthenticator(
                authenticator.kind, profileId: profileId.rawValue)
            return AuthenticatorRemovalOutcome(
                remaining: ProfileAuthenticators(removal.authenticators),
                preferredResetToPin: removal.preferredResetToPin)
        } catch {
            throw AppError(error)
        }
    }

    /// Sets the preferred authenticator through the engine.
    package func prefer(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> ProfileAuthenticators
    {
        let client = try await host.startedClient()
        do {
            return ProfileAuthenticators(
                try await client.setPreferredAuthenticator(authenticator.kind, profileId: profileId.rawValue))
        } catch {
            throw AppError(error)
        }
    }

    /// Ends the session through the engine; the registered authenticators stay as they are.
    package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await host.endSession(owner: owner)
    }
}
