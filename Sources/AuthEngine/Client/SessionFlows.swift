/// Restoring, refreshing and ending sessions, and the calls a signed-in session makes.
extension AuthClient {
    /// Restores a profile's stored session at start-up.
    ///
    /// A valid token is used as is; an expired one gets exactly one silent refresh; anything
    /// missing, partial or unreadable wipes all three session items.
    package func restoreSession(profileId: String) async -> SessionRestoreOutcome {
        let stored: StoredSession?
        do {
            stored = try device.session(profileId: profileId)
        } catch {
            try? device.clearSession(profileId: profileId)
            return .discarded(.unreadable)
        }
        guard let stored else { return .noSession }
        if stored.logoutRequested == true {
            // A logout cut short by a crash: finished now, as the person asked.
            _ = await logout(profileId: profileId)
            return .noSession
        }
        guard let profile = try? device.profile(id: profileId) else {
            try? device.clearSession(profileId: profileId)
            return .discarded(.unreadable)
        }
        guard let tokens = SessionTokens(stored.tokens) else {
            // Without a refresh token only a still valid access token is any use.
            if let claims = try? validatedClaims(stored.tokens.accessToken) {
                return .restored(session(profile: profile, stored: stored, claims: claims))
            }
            try? device.clearSession(profileId: profileId)
            return .discarded(.expired)
        }
        let coordinator = beginSession(profileId: profileId, tokens: tokens)
        if let claims = try? validatedClaims(stored.tokens.accessToken) {
            return .restored(session(profile: profile, stored: stored, claims: claims))
        }
        // Expired (or not yet valid): exactly one silent refresh, through the coordinator so it is
        // shared with any resource call racing the restore; transient failures are retried there.
        do throws(SessionError) {
            _ = try await coordinator.forceRefresh()
        } catch .temporarilyUnavailable, .cancelled {
            // Kept: the server may be back next time.
            return .discarded(.serverUnavailable)
        } catch {
            // The refresher has wiped a terminally refused session; this covers every other case.
            try? device.clearSession(profileId: profileId)
            coordinators[profileId] = nil
            return .discarded(.expired)
        }
        guard let refreshed = try? device.session(profileId: profileId),
            let claims = try? validatedClaims(refreshed.tokens.accessToken)
        else {
            try? device.clearSession(profileId: profileId)
            coordinators[profileId] = nil
            return .discarded(.unreadable)
        }
        return .refreshed(session(profile: profile, stored: refreshed, claims: claims))
    }

    /// The stored session of a profile if its access token is still valid.
    package func currentSession(profileId: String) throws(AuthError) -> AuthenticatedSession {
        guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
        guard let stored = try? device.session(profileId: profileId) else { throw .notAuthenticated }
        return session(
            profile: profile, stored: stored, claims: try validatedClaims(stored.tokens.accessToken))
    }

    /// Logs out: revokes the session on the server if it can (a 401 means it already was) and
    /// always clears it on this device.
    package func logout(profileId: String) async -> LogoutResult {
        guard let stored = try? device.session(profileId: profileId) else {
            try? device.clearSession(profileId: profileId)
            await coordinators.removeValue(forKey: profileId)?.logOut()
            return .alreadyLoggedOut
        }
        // Marked and recorded first: a crash from here on leaves a logout `reconcile()` finishes,
        // never a session that comes back at the next start. (Should the mark fail, the recorded
        // request is still finished when the profile's session is next restored.)
        let mark = try? device.markPendingOperation()
        if stored.logoutRequested != true {
            var requested = stored
            requested.logoutRequested = true
            try? device.saveSession(requested, profileId: profileId)
        }
        let remote: ServerRefusal?
        do throws(ServerRefusal) {
            _ = try await api.call(
                .post, "/v1/auth/logout", body: LogoutBody(refreshToken: stored.tokens.refreshToken),
                bearer: stored.tokens.accessToken, as: EmptyBody.self)
            remote = nil
        } catch {
            remote = error
        }
        CrashPoint.serverAnswered(.logout)
        let cleared: AuthError?
        do {
            try device.clearSession(profileId: profileId)
            cleared = nil
            mark?.remove()
        } catch {
            cleared = error
            mark?.release()
        }
        let announced = await coordinators.removeValue(forKey: profileId)?.logOut() ?? false
        if !announced { sessionEventBroadcaster.publish(.loggedOut) }
        if let cleared { return .partialSuccess(cleared) }
        switch remote {
        case nil: return .success
        case .refused(let status, _) where status == 401: return .success
        case let refusal?: return .partialSuccess(refusal.authError)
        }
    }

    func session(profile: UserProfile, stored: StoredSession, claims: AccessTokenClaims)
        -> AuthenticatedSession
    {
        AuthenticatedSession(
            profile: profile, user: stored.user, activeContext: claims.activeContext,
            accessTokenExpiresAt: claims.expiresAt)
    }
}

/// What happened to a stored session at start-up.
package enum SessionRestoreOutcome: Sendable, Equatable {
    /// The access token was still valid.
    case restored(AuthenticatedSession)
    /// The access token had expired and one silent refresh renewed it.
    case refreshed(AuthenticatedSession)
    /// There was no stored session.
    case noSession
    /// The session could not be used and was wiped (or kept, when the server was unreachable).
    case discarded(SessionDiscardReason)
}

/// Why a stored session was not restored.
package enum SessionDiscardReason: Sendable, Equatable {
    /// Its items were missing, partial or unreadable; all three were wiped.
    case unreadable
    /// It had expired and could not be refreshed.
    case expired
    /// The refresh could not reach the server; the session was kept for next time.
    case serverUnavailable
}

/// How a logout went.
package enum LogoutResult: Sendable, Equatable {
    /// Revoked on the server and cleared here.
    case success
    /// Cleared here, but the server could not be told (or this device could not be cleared).
    case partialSuccess(AuthError)
    /// There was no session to end.
    case alreadyLoggedOut
}
