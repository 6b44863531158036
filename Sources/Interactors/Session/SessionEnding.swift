import AuthEngine

/// The use case of every module whose screen needs a session, for when it turns out to be over:
/// end what is left of it.
///
/// The server may have ended the session already (revoked, a reused refresh token, its lifetime
/// reached), or the profile or the device may be gone. Ending it here still matters: this run stops
/// refreshing it, and a copy the engine could not clear goes from this device. `SessionEndPolicy`
/// (in Presenters) calls it before it sends the person to Welcome; the Dashboard's Log out calls it
/// too, so a session ends one way whoever ends it.
package protocol SessionEnding: Sendable {
    /// Ends `owner`'s session: revoked on the server if it still listens (one the server already
    /// ended counts as done), cleared on this device in any case. A second call reports
    /// `.alreadyLoggedOut`.
    func endSession(owner: SessionOwner) async -> LogoutOutcome
}

extension EngineHost {
    /// The one implementation behind every module's `endSession(owner:)`.
    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        guard case .profile(let profileId) = owner else {
            // A stateless session lives in the started engine's memory: without an engine there is none.
            guard let client = try? startedClient() else { return .alreadyLoggedOut }
            return LogoutOutcome(await client.endStatelessSession())
        }
        // Starting is idempotent; an engine that cannot start leaves the stored session, and says so.
        let client: AuthClient
        do {
            client = try start()
        } catch {
            return .notRemovedFromDevice(error)
        }
        return LogoutOutcome(await client.logout(profileId: profileId.rawValue))
    }
}
