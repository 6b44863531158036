/// Changing the PIN: prove the current PIN, choose a new one, replace the verifier atomically.
extension AuthClient {
    /// Changes a profile's PIN.
    ///
    /// The current PIN is checked by a full SCRAM exchange (a wrong PIN counts toward the limit and
    /// the limit deregisters the profile, as at login); the new PIN is chosen under the server's
    /// policy; then the server replaces the verifier in one transaction, authorized by the session
    /// and the id of the exchange that proved the current PIN. The server revokes every other
    /// session of the profile; this device keeps the session the PIN check opened. A cancel at
    /// either challenge leaves the PIN as it was. Biometric and password keys do not depend on the
    /// PIN and keep working.
    package func changePin(
        profileId: String, responder: some ChallengeResponder
    ) async throws(AuthError) -> PinChangeResult {
        try await exclusiveFlow(profileId) { () async throws(AuthError) in
            guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
            let proven = try await provePin(profile: profile, responder: responder)
            let configuration = try await serverConfiguration()
            let newPin = try await chooseNewPin(policy: configuration.pinPolicy, responder: responder)
            let scramPassword = PinKey.scramPassword(
                pin: newPin, deviceSecret: try device.identity().secretBytes)
            let verifier = try await deriveVerifier(
                scramPassword, iterations: configuration.scramIterations, responder: responder)
            let changed: PinChangedBody
            do throws(ServerRefusal) {
                changed = try await api.call(
                    .post, "/v1/auth/pin",
                    body: PinChangeBody(exchangeId: proven.exchangeId, verifier: verifier),
                    bearer: proven.accessToken, as: PinChangedBody.self)
            } catch {
                throw try await handleLoginRefusal(error, profile: profile)
            }
            CrashPoint.serverAnswered(.changePin)
            var updated = profile
            updated.pinLength = configuration.pinPolicy.requiredLength
            if updated != profile { try device.save(updated) }
            var session = proven.session
            session.profile = updated
            return PinChangeResult(session: session, otherSessionsRevoked: changed.otherSessionsRevoked)
        }
    }
}

/// How a PIN change went.
package struct PinChangeResult: Sendable, Equatable {
    /// The session the current-PIN check opened; it stays valid.
    package var session: AuthenticatedSession
    /// How many other sessions of the profile the server ended.
    package var otherSessionsRevoked: Int
}
