/// Registering, removing and preferring the biometric and password authenticators.
extension AuthClient {
    /// The profile's registered authenticators and the one offered first at login.
    package func authenticators(profileId: String) throws(AuthError) -> AuthenticatorList {
        guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
        return AuthenticatorList(profile)
    }

    /// Registers a biometric or password authenticator after a PIN check.
    ///
    /// The PIN check is a full SCRAM exchange (wrong PINs count toward the limit, as at login); its
    /// exchange id and the session it opened authorize the new verifier on the server. The device
    /// key is stored (biometric) only after the server has accepted its verifier; a cancel at any
    /// challenge changes no authenticator.
    package func registerAuthenticator(
        _ kind: AuthenticatorKind, profileId: String, responder: some ChallengeResponder
    ) async throws(AuthError) -> AuthenticatorList {
        guard kind != .pin else { throw .pinAuthenticatorIsPermanent }
        return try await exclusiveFlow(profileId) { () async throws(AuthError) in
            guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
            let proven = try await provePin(profile: profile, responder: responder)
            let deviceKey = try await newDeviceKey(kind, profile: profile, responder: responder)
            let iterations = try await serverConfiguration().scramIterations
            let verifier = try await deriveVerifier(deviceKey, iterations: iterations, responder: responder)
            // The key is stored before the server takes its verifier, so a crash after the server's
            // answer leaves a registration `reconcile()` can finish; a key alone grants nothing.
            let previousKey = kind == .biometric ? try device.biometricKey(profileId: profileId) : nil
            if kind == .biometric { try device.saveBiometricKey(deviceKey, profileId: profileId) }
            return try await markedPending { () async throws(AuthError) in
                do throws(ServerRefusal) {
                    _ = try await api.call(
                        .post, "/v1/authenticators",
                        body: AuthenticatorRegistrationBody(
                            exchangeId: proven.exchangeId, kind: kind, verifier: verifier),
                        bearer: proven.accessToken, as: EmptyBody.self)
                } catch {
                    if kind == .biometric { try restoreBiometricKey(previousKey, profileId: profileId) }
                    throw try await handleLoginRefusal(error, profile: profile)
                }
                CrashPoint.serverAnswered(.authenticatorRegistration)
                return try updateProfile(profileId) { profile in
                    if !profile.authenticators.contains(kind) { profile.authenticators.append(kind) }
                }
            }
        }
    }

    /// Removes a biometric or password authenticator here and on the server.
    ///
    /// Removing the preferred one makes the PIN preferred, and the result says so.
    package func deregisterAuthenticator(
        _ kind: AuthenticatorKind, profileId: String
    ) async throws(AuthError) -> AuthenticatorRemoval {
        guard kind != .pin else { throw .pinAuthenticatorIsPermanent }
        return try await exclusiveFlow(profileId) { () async throws(AuthError) in
            guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
            guard profile.authenticators.contains(kind) else { throw .authenticatorNotRegistered }
            let accessToken = try await currentAccessToken(profileId: profileId)
            return try await markedPending { () async throws(AuthError) in
                do throws(ServerRefusal) {
                    _ = try await api.call(
                        .post, "/v1/authenticators/remove", body: AuthenticatorRemovalBody(kind: kind),
                        bearer: accessToken, as: EmptyBody.self)
                } catch {
                    // Already gone on the server: finish the removal here.
                    guard case .refused(_, let body) = error, body.code == .authenticatorNotRegistered else {
                        throw try await handleLoginRefusal(error, profile: profile)
                    }
                }
                CrashPoint.serverAnswered(.authenticatorRemoval)
                try device.removeDeviceKey(profileId: profileId, kind: kind)
                let wasPreferred = profile.preferredAuthenticator == kind
                let list = try updateProfile(profileId) { profile in
                    profile.authenticators.removeAll { $0 == kind }
                    if profile.preferredAuthenticator == kind { profile.preferredAuthenticator = .pin }
                }
                return AuthenticatorRemoval(authenticators: list, preferredResetToPin: wasPreferred)
            }
        }
    }

    /// Chooses the authenticator offered first at login; it must be registered.
    package func setPreferredAuthenticator(
        _ kind: AuthenticatorKind, profileId: String
    ) async throws(AuthError) -> AuthenticatorList {
        try await exclusiveFlow(profileId) { () async throws(AuthError) in
            guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
            guard profile.authenticators.contains(kind) else { throw .authenticatorNotRegistered }
            return try updateProfile(profileId) { $0.preferredAuthenticator = kind }
        }
    }

    /// Releases the device key of a biometric or password authenticator, or nil when the person
    /// declines (sensor refusal, "use PIN", cancel, empty password) or no key is stored.
    /// `sensorReason` says what touching the sensor does (log in, confirm a push request).
    func unlockDeviceKey(
        _ kind: AuthenticatorKind, profile: UserProfile, responder: some ChallengeResponder,
        sensorReason: BiometricReason = .login
    ) async throws(AuthError) -> SecretBytes? {
        switch kind {
        case .pin:
            return nil
        case .biometric:
            guard let key = try device.biometricKey(profileId: profile.id) else { return nil }
            let challenge = BiometricChallenge(profileId: profile.id, reason: sensorReason)
            guard case .answer(.recognised) = await responder.respond(to: challenge) else { return nil }
            return key
        case .password:
            let challenge = PasswordChallenge(profileId: profile.id, previousAttemptFailed: false)
            guard case .answer(let password) = await responder.respond(to: challenge), !password.isEmpty
            else { return nil }
            return DeviceKeys.passwordKey(
                password: password, profileId: profile.id, deviceSecret: try device.identity().secretBytes)
        }
    }

    /// Makes the device key of a new authenticator: the sensor must recognise the person (enrolment)
    /// or the person chooses the password.
    private func newDeviceKey(
        _ kind: AuthenticatorKind, profile: UserProfile, responder: some ChallengeResponder
    ) async throws(AuthError) -> SecretBytes {
        switch kind {
        case .pin:
            throw .pinAuthenticatorIsPermanent
        case .biometric:
            let challenge = BiometricChallenge(profileId: profile.id, reason: .enrolment)
            guard case .answer(.recognised) = await responder.respond(to: challenge) else { throw .cancelled }
            return DeviceKeys.newBiometricKey()
        case .password:
            let challenge = PasswordChallenge(profileId: profile.id, previousAttemptFailed: false)
            guard case .answer(let password) = await responder.respond(to: challenge), !password.isEmpty
            else { throw .cancelled }
            return DeviceKeys.passwordKey(
                password: password, profileId: profile.id, deviceSecret: try device.identity().secretBytes)
        }
    }

    /// Puts back the biometric key a refused registration replaced (or removes the new one).
    private func restoreBiometricKey(_ previous: SecretBytes?, profileId: String) throws(AuthError) {
        if let previous {
            try device.saveBiometricKey(previous, profileId: profileId)
        } else {
            try device.removeDeviceKey(profileId: profileId, kind: .biometric)
        }
    }

    /// The server's PIN policy and SCRAM cost.
    func serverConfiguration() async throws(AuthError) -> ConfigurationBody {
        do throws(ServerRefusal) {
            return try await api.call(.get, "/v1/config", as: ConfigurationBody.self)
        } catch {
            throw error.authError
        }
    }

    /// Derives a SCRAM verifier, telling the responder while the slow part runs.
    ///
    /// The server names the iteration count; one above what this client accepts at login is
    /// refused before deriving, so no answer can make the device compute for hours.
    func deriveVerifier(
        _ password: SecretBytes, iterations: Int, responder: some ChallengeResponder
    ) async throws(AuthError) -> SCRAMCredential {
        guard iterations <= configuration.maximumScramIterations else { throw .serverNotTrusted }
        await responder.progress(.derivingKey)
        let verifier = await SlowWork.perform {
            try? SCRAMCredential.derive(password: password, iterations: iterations)
        }
        await responder.progress(.finished)
        guard let verifier else { throw .serverNotTrusted }
        return verifier
    }

    /// The session's access token, refreshed first when it is no longer valid.
    func currentAccessToken(profileId: String) async throws(AuthError) -> String {
        try await validAccessToken(profileId: profileId)
    }

    /// Changes the stored profile under the profiles lock and returns its authenticators.
    private func updateProfile(
        _ profileId: String, _ change: (inout UserProfile) -> Void
    ) throws(AuthError) -> AuthenticatorList {
        var updated: UserProfile?
        try device.updateProfiles { profiles in
            guard let index = profiles.firstIndex(where: { $0.id == profileId }) else { return }
            change(&profiles[index])
            updated = profiles[index]
        }
        guard let updated else { throw .profileNotFound }
        return AuthenticatorList(updated)
    }
}

/// A profile's authenticators as the app lists them.
package struct AuthenticatorList: Sendable, Equatable {
    /// The registered authenticators; always contains `.pin`.
    package var registered: [AuthenticatorKind]
    /// The one offered first at login.
    package var preferred: AuthenticatorKind

    /// Creates a list; the engine makes these from a profile.
    package init(registered: [AuthenticatorKind], preferred: AuthenticatorKind) {
        self.registered = registered
        self.preferred = preferred
    }

    init(_ profile: UserProfile) {
        self.init(registered: profile.authenticators, preferred: profile.preferredAuthenticator)
    }
}

/// What removing an authenticator left, and whether the PIN became preferred because of it.
package struct AuthenticatorRemoval: Sendable, Equatable {
    /// The authenticators after the removal.
    package var authenticators: AuthenticatorList
    /// True when the removed authenticator was preferred, so the PIN is preferred now.
    package var preferredResetToPin: Bool
}
