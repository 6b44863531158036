/// Disconnecting a profile: the server forgets it if it can be told, and this device forgets it in
/// any case.
extension AuthClient {
    /// Removes a profile from this device and asks the server to deregister it.
    ///
    /// The server call is device-authenticated, so it works with or without a live session. Like
    /// logout it is best effort: a server that no longer knows the profile counts as done, and when
    /// the server cannot be told (unreachable, unavailable, refused) the profile is still wiped here
    /// and the result says so. The wipe removes the profile, its three session items and its
    /// authenticator keys; the profile's refresh coordinator ends. Safe to repeat.
    package func disconnect(profileId: String) async throws(AuthError) -> DisconnectResult {
        try await exclusiveFlow(profileId) { () async throws(AuthError) -> DisconnectResult in
            let wasOnDevice = (try? device.profile(id: profileId)) != nil
            // Marked and recorded first: a crash from here on leaves a request `reconcile()`
            // finishes, and a server that could not be told keeps the mark until one does.
            let mark = try device.markPendingOperation()
            if wasOnDevice {
                try device.updateProfiles { profiles in
                    for index in profiles.indices where profiles[index].id == profileId {
                        profiles[index].disconnectRequested = true
                    }
                }
            }
            let remote = await tellServerOfDisconnect(profileId: profileId)
            CrashPoint.serverAnswered(.disconnect)
            try await forget(profileId: profileId)
            if Self.serverHasNoRegistration(after: remote) {
                mark.remove()
            } else {
                mark.release()
            }
            switch remote {
            case nil: return .success
            case .profileDeregistered(.unknownToServer)?: return wasOnDevice ? .success : .alreadyDisconnected
            case let problem?: return .partialSuccess(problem)
            }
        }
    }

    /// Disconnects the session's profile; a stateless session has none (`notAvailableWithoutProfile`).
    package func disconnect(session: AuthenticatedSession) async throws(AuthError) -> DisconnectResult {
        try await disconnect(profileId: try requireProfile(session).id)
    }

    /// Asks the server to forget the profile; nil when it did, otherwise why it was not told.
    ///
    /// A device whose key never reached the server (its registration-time upload failed) registers
    /// it with the profile's session, when there is one, and asks once more.
    private func tellServerOfDisconnect(profileId: String) async -> AuthError? {
        let identity: DeviceIdentity
        do {
            identity = try device.identity()
        } catch {
            return error
        }
        let first = await deregisterOnServer(profileId: profileId, identity: identity)
        guard first == .deviceNotRecognised, let session = try? await liveSession(profileId: profileId) else {
            return first
        }
        do throws(ServerRefusal) {
            try await registerDeviceKey(accessToken: session.tokens.accessToken, identity: identity)
        } catch {
            return first
        }
        return await deregisterOnServer(profileId: profileId, identity: identity)
    }

    /// Whether the server keeps no registration of the profile after a deregistration that ended
    /// with `problem`: it removed it (no problem), or it had none. Any other problem leaves it to
    /// a later reconciliation.
    static func serverHasNoRegistration(after problem: AuthError?) -> Bool {
        problem == nil || problem == .profileDeregistered(.unknownToServer)
    }

    func deregisterOnServer(profileId: String, identity: DeviceIdentity) async -> AuthError? {
        do throws(ServerRefusal) {
            _ = try await deviceCall(
                .post, "/v1/devices/deregister", body: ProfileRequestBody(profileId: profileId),
                identity: identity, as: EmptyBody.self)
            return nil
        } catch {
            return error.authError
        }
    }
}

/// How a disconnect went.
package enum DisconnectResult: Sendable, Equatable {
    /// The server forgot the profile (or already had) and this device no longer holds it.
    case success
    /// Removed from this device, but the server could not be told; the error says why.
    case partialSuccess(AuthError)
    /// Neither this device nor the server knew the profile any more.
    case alreadyDisconnected
}
