/// Stateless sessions: signed in by email and password for this run only, with no PIN, no profile
/// and no refresh token (renewed by hand with the access token); nothing about them is written to
/// the device.
extension AuthClient {
    /// Signs in without registering: the session lives in this client's memory until it ends or
    /// its access token expires unrenewed.
    package func startStatelessSession(email: String, password: Secret) async throws(AuthError)
        -> AuthenticatedSession
    {
        try await exclusiveFlow("stateless") { () async throws(AuthError) in
            let started: StatelessSessionResultBody
            do throws(ServerRefusal) {
                let ticket = try await api.call(
                    .post, "/v1/idp/credentials",
                    body: CredentialsBody(email: email, password: password.value, stateless: true),
                    as: TicketBody.self)
                started = try await api.call(
                    .post, "/v1/auth/stateless", body: StatelessSessionBody(ticket: ticket.ticket),
                    as: StatelessSessionResultBody.self)
            } catch {
                throw error.authError
            }
            let claims = try validatedClaims(started.tokens.accessToken)
            let session = AuthenticatedSession(
                profile: nil, user: UserInfo(started.user), activeContext: claims.activeContext,
                accessTokenExpiresAt: claims.expiresAt)
            // A stateless session renews with its access token alone, so a refresh token would only
            // be a liability.
            var tokens = started.tokens
            tokens.refreshToken = nil
            statelessSession = StatelessSession(tokens: tokens, session: session)
            return session
        }
    }

    /// The stateless session while its access token is valid; `notAuthenticated` otherwise.
    package func currentStatelessSession() throws(AuthError) -> AuthenticatedSession {
        try validStatelessSession().session
    }

    /// Renews the stateless session while its access token is still valid: a new access token
    /// with a new expiry, for the same account and active context; the server refuses the old
    /// token from then on, and never renews beyond the session's bound (its sign-in plus the
    /// refresh lifetime). An expired session is `notAuthenticated` without asking the server; a
    /// refusal (logged out, revoked, past the bound) forgets the session here too, while a
    /// failure to reach the server keeps it.
    package func refreshStatelessSession() async throws(AuthError) -> AuthenticatedSession {
        try await exclusiveFlow("stateless") { () async throws(AuthError) in
            let current = try validStatelessSession()
            let renewed: StatelessSessionResultBody
            do throws(ServerRefusal) {
                renewed = try await api.call(
                    .post, "/v1/auth/stateless/refresh", body: EmptyBody(),
                    bearer: current.tokens.accessToken, as: StatelessSessionResultBody.self)
            } catch {
                let failure = error.authError
                switch failure {
                case .notAuthenticated, .sessionEnded: statelessSession = nil
                default: break  // not reached, or not understood: the session may still be good
                }
                throw failure
            }
            let claims = try validatedClaims(renewed.tokens.accessToken)
            let user = UserInfo(renewed.user)
            // The same account, or the answer is not for this session.
            guard user.userId == current.session.user.userId else { throw .serverNotTrusted }
            let session = AuthenticatedSession(
                profile: nil, user: user, activeContext: claims.activeContext,
                accessTokenExpiresAt: claims.expiresAt)
            var tokens = renewed.tokens
            tokens.refreshToken = nil
            statelessSession = StatelessSession(tokens: tokens, session: session)
            return session
        }
    }

    /// Ends the stateless session: revoked on the server if it can be, forgotten here in any case.
    package func endStatelessSession() async -> LogoutResult {
        guard let stateless = statelessSession else { return .alreadyLoggedOut }
        statelessSession = nil
        do throws(ServerRefusal) {
            _ = try await api.call(
                .post, "/v1/auth/logout", body: LogoutBody(refreshToken: nil),
                bearer: stateless.tokens.accessToken, as: EmptyBody.self)
            return .success
        } catch {
            if case .refused(let status, _) = error, status == 401 { return .success }
            return .partialSuccess(error.authError)
        }
    }

    /// The stateless session with a still-valid access token, for calls made in it.
    func validStatelessSession() throws(AuthError) -> StatelessSession {
        guard let stateless = statelessSession else { throw .notAuthenticated }
        guard (try? validatedClaims(stateless.tokens.accessToken)) != nil else {
            statelessSession = nil
            throw .notAuthenticated
        }
        return stateless
    }

    /// The session's profile; operations that change a profile (change PIN, disconnect) call this
    /// first, so a stateless session gets `notAvailableWithoutProfile` instead of a vague failure.
    func requireProfile(_ session: AuthenticatedSession) throws(AuthError) -> UserProfile {
        guard let profile = session.profile else { throw .notAvailableWithoutProfile }
        return profile
    }
}

/// A stateless session's tokens and what the app was told, kept in memory only.
struct StatelessSession: Sendable {
    var tokens: TokenBundle
    var session: AuthenticatedSession
}
