/// Bringing this device's half in line with the server's after an operation that changes both was
/// cut short between the two (a crash, a `kill -9`): the rules are the table in docs/ENGINE.md,
/// "Operations that change both halves".
extension AuthClient {
    /// Finishes or undoes, silently, what a crash between the two halves of an operation left,
    /// and returns the profiles it removed from this device because the server no longer knows
    /// them, so the app can say so once.
    ///
    /// One device-authenticated call (`POST /v1/devices/registrations`) tells which registrations
    /// the server holds for this device. Then: a profile the server no longer knows is wiped here;
    /// a disconnect or logout the person asked for is finished; an authenticator one half has and
    /// the other not is settled the way its operation's order says; and a registration the server
    /// holds for this device but the device never stored (a registration cut short after the
    /// server answered) is deregistered. When the server cannot be asked (unreachable, or this
    /// device's key unknown to it), nothing is changed: the next start tries again.
    package func reconcile() async -> [RemovedProfile] {
        do {
            return try await exclusiveFlow("registration") { () async throws(AuthError) in
                try await reconcileHalves()
            }
        } catch {
            return []
        }
    }

    /// `reconcile()`, when this device has something to settle (`PendingOperations.swift`): an
    /// operation's mark left behind (a registration, a PIN answer, an authenticator's registration
    /// or removal, a disconnect or a logout cut short), or a home not reconciled since it keeps
    /// marks. A start with nothing to settle asks the server nothing and reads no document for it.
    package func reconcileIfNeeded() async -> [RemovedProfile] {
        // A directory that cannot be listed is left to `reconcile()`, which meets the same trouble.
        guard (try? device.hasUnsettledOperations()) ?? true else { return [] }
        return await reconcile()
    }

    private func reconcileHalves() async throws(AuthError) -> [RemovedProfile] {
        // Taken before the server is asked, so only the marks of operations that ended before it
        // are cleared once what they left is settled.
        let abandoned = device.abandonedMarks()
        defer { abandoned.release() }
        for profile in try device.profiles() {
            if let stored = try? device.session(profileId: profile.id), stored.logoutRequested == true {
                _ = await logout(profileId: profile.id)
            }
        }
        // A device that never made its identity never registered: nothing to ask.
        guard let identity = try device.existingIdentity() else {
            device.settled(abandoned)
            return []
        }
        // Registrations in flight in another process hold this lock until their profile is stored.
        let registrationLock = try device.registrationLock()
        defer { registrationLock.release() }
        guard let listed = await registrationsOnServer(identity: identity) else { return [] }
        var onServer: [String: [AuthenticatorKind]] = [:]
        for entry in listed { onServer[entry.profileId] = entry.authenticators }

        var removed: [RemovedProfile] = []
        for profile in try device.profiles() {
            if profile.disconnectRequested == true {
                if onServer[profile.id] != nil {
                    let problem = await deregisterOnServer(profileId: profile.id, identity: identity)
                    guard problem == nil || problem == .profileDeregistered(.unknownToServer) else {
                        continue
                    }
                    onServer[profile.id] = nil
                }
                try await forget(profileId: profile.id)
                removed.append(RemovedProfile(profile: profile, reason: .disconnected))
            } else if let authenticators = onServer[profile.id] {
                try settleAuthenticators(of: profile, onServer: authenticators)
            } else {
                try await forget(profileId: profile.id)
                removed.append(RemovedProfile(profile: profile, reason: .unknownToServer))
            }
        }
        let kept = Set(try device.profiles().map(\.id))
        var settledAll = true
        for profileId in onServer.keys.sorted() where !kept.contains(profileId) {
            // Best effort: a registration left now is found again at the next start, which its
            // operation's mark, kept, makes reconcile.
            let problem = await deregisterOnServer(profileId: profileId, identity: identity)
            if !Self.serverHasNoRegistration(after: problem) { settledAll = false }
        }
        if settledAll { device.settled(abandoned) }
        return removed
    }

    /// The registrations the server holds for this device, or nil when it cannot be asked.
    ///
    /// A device whose key never reached the server (a home registered by an earlier release that
    /// crashed before uploading it) registers it with a profile's live session, when one has
    /// one, and asks once more.
    private func registrationsOnServer(identity: DeviceIdentity) async -> [DeviceRegistrationEntry]? {
        func ask() async throws(ServerRefusal) -> [DeviceRegistrationEntry] {
            try await deviceCall(
                .post, "/v1/devices/registrations", body: EmptyBody(), identity: identity,
                as: DeviceRegistrationsBody.self
            ).registrations
        }
        do throws(ServerRefusal) {
            return try await ask()
        } catch {
            guard error.authError == .deviceNotRecognised else { return nil }
        }
        for profile in (try? device.profiles()) ?? [] {
            guard let session = try? device.session(profileId: profile.id),
                (try? validatedClaims(session.tokens.accessToken)) != nil
            else { continue }
            do throws(ServerRefusal) {
                try await registerDeviceKey(accessToken: session.tokens.accessToken, identity: identity)
                return try await ask()
            } catch {
                return nil
            }
        }
        return nil
    }

    /// Settles an authenticator that one half has and the other not. Registration writes the
    /// server first (a biometric key is stored here before), removal too; so the server's list is
    /// what the person last asked for, and this device follows it where it can.
    private func settleAuthenticators(of profile: UserProfile, onServer: [AuthenticatorKind])
        throws(AuthError)
    {
        var updated = profile
        let hasBiometricKey = try device.biometricKey(profileId: profile.id) != nil
        for kind in onServer where kind != .pin && !updated.authenticators.contains(kind) {
            // A registration cut short after the server answered: finished, if this device has the key.
            if kind == .password || hasBiometricKey { updated.authenticators.append(kind) }
        }
        for kind in updated.authenticators where kind != .pin && !onServer.contains(kind) {
            // A removal cut short after the server answered: finished here.
            try device.removeDeviceKey(profileId: profile.id, kind: kind)
            updated.authenticators.removeAll { $0 == kind }
        }
        if !updated.authenticators.contains(updated.preferredAuthenticator) {
            updated.preferredAuthenticator = .pin
        }
        guard updated != profile else { return }
        try device.updateProfiles { profiles in
            for index in profiles.indices where profiles[index].id == profile.id {
                profiles[index].authenticators = updated.authenticators
                profiles[index].preferredAuthenticator = updated.preferredAuthenticator
            }
        }
    }

    /// Wipes the profile from this device and ends its refresh coordinator.
    func forget(profileId: String) async throws(AuthError) {
        try device.wipe(profileId: profileId)
        await coordinators.removeValue(forKey: profileId)?.logOut()
    }

    /// Maps a refusal of a call about `profileId`; a profile the server no longer knows (or has
    /// just deregistered) is wiped from this device first, so every sentence about its removal is
    /// true when it is read.
    func profileRefusal(_ refusal: ServerRefusal, profileId: String) async throws(AuthError) -> AuthError {
        let error = refusal.authError
        if case .profileDeregistered(let reason) = error {
            if reason == .tooManyFailedAttempts { CrashPoint.serverAnswered(.pinAttemptsDeregistration) }
            try await forget(profileId: profileId)
        }
        return error
    }
}

/// A profile `AuthClient.reconcile()` removed from this device, and why.
package struct RemovedProfile: Sendable, Equatable {
    /// The profile as it was on this device.
    package let profile: UserProfile
    /// Why it was removed: the server no longer knew it, or a disconnect the person asked for was
    /// finished.
    package let reason: DeregistrationReason
}
