import AuthEngine

/// The Profile screen's use cases: the devices the account is registered on, the ID token,
/// starting a PIN change (a flow whose challenges the PinChallenge and CreatePin modules answer),
/// and disconnecting the profile from this device.
package protocol ProfileInteracting: SessionEnding {
    /// The account's registrations on every device, this one marked.
    func devices(profileId: ProfileID) async throws(AppError) -> [ProfileDevice]
    /// The session's ID token: its claims (no signature, no secret) and the times among them.
    func idToken(profileId: ProfileID) async throws(AppError) -> IdToken
    /// Begins a PIN change and waits for its first step, the current PIN, which the PinChallenge
    /// module built with the returned change answers.
    func startPinChange(profileId: ProfileID) async throws(AppError) -> PinChange
    /// Removes the profile from this device and asks the server to deregister it; throws only
    /// when the profile could not be removed here.
    func disconnect(profileId: ProfileID) async throws(AppError) -> DisconnectOutcome
}

/// The Profile use cases over the started engine.
package final class ProfileInteractor: ProfileInteracting {
    private let host: EngineHost

    /// The use cases over `host`.
    package init(host: EngineHost) {
        self.host = host
    }

    /// The device list from the server (an authorized call: the token is refreshed first if need be).
    package func devices(profileId: ProfileID) async throws(AppError) -> [ProfileDevice] {
        let client = try await host.startedClient()
        do {
            return try await client.devices(profileId: profileId.rawValue).map(ProfileDevice.init)
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

    /// Begins the engine's PIN change; it asks the current PIN first.
    package func startPinChange(profileId: ProfileID) async throws(AppError) -> PinChange {
        let client = try await host.startedClient()
        let flow = try await ChallengeFlow.beginWithPinCheck { responder async throws(AuthError) in
            .pinChanged(
                UserSession(
                    try await client.changePin(profileId: profileId.rawValue, responder: responder).session))
        }
        return PinChange(flow, profileId: profileId)
    }

    /// Disconnects through the engine: the server is told if it can be, this device forgets the
    /// profile in any case.
    package func disconnect(profileId: ProfileID) async throws(AppError) -> DisconnectOutcome {
        let client = try await host.startedClient()
        do {
            return DisconnectOutcome(try await client.disconnect(profileId: profileId.rawValue))
        } catch {
            throw AppError(error)
        }
    }

    /// Ends the session through the engine; the profile stays registered (Disconnect removes it).
    package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await host.endSession(owner: owner)
    }
}
