/// Resource calls of a signed-in profile: a Bearer token on every request, refreshed first when near
/// expiry, and once more after a 401, through that profile's single-flight `RefreshCoordinator`.
extension AuthClient {
    /// Every session event of every profile from now on: refreshes, failures, expiry and logouts.
    ///
    /// Each call returns its own stream; subscribe before acting so nothing is missed.
    package nonisolated var sessionEvents: AsyncStream<SessionEvent> { sessionEventBroadcaster.subscribe() }

    /// The signed-in user as the server sees the profile's session (`GET /v1/auth/me`).
    package func me(profileId: String) async throws(AuthError) -> UserInfo {
        UserInfo(try await authorizedCall(profileId: profileId, .get, "/v1/auth/me", as: UserInfoBody.self))
    }

    /// Sends a resource request for `profileId` with its access token and decodes the success body.
    ///
    /// This is the one way resource routes (me, devices, contexts, push …) are called: the token is
    /// refreshed first when within the environment's threshold of expiry, a 401 triggers one forced
    /// refresh and a retry, and concurrent callers share a single refresh. Error bodies map through
    /// `ServerRefusal.authError`; a session the server ended is `.sessionEnded` and its items are gone;
    /// a profile the server no longer knows is wiped here before it is reported.
    func authorizedCall<Response: Decodable>(
        profileId: String, _ method: HTTPMethod, _ path: String, body: (some Encodable)? = EmptyBody?.none,
        as type: Response.Type
    ) async throws(AuthError) -> Response {
        var request = EngineRequest(method: method, path: path)
        if let body { request.body = WireCoding.encode(body) }
        let transport = AuthorizingTransport(
            wrapping: api.transport, coordinator: try coordinator(for: profileId))
        let response: EngineResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw Self.authError(for: error)
        }
        do throws(ServerRefusal) {
            return try ServerAPI.decode(response, as: type)
        } catch {
            throw try await profileRefusal(error, profileId: profileId)
        }
    }

    /// The profile's access token, refreshed first (through the coordinator) when near expiry.
    func validAccessToken(profileId: String) async throws(AuthError) -> String {
        let coordinator = try coordinator(for: profileId)
        do {
            return try await coordinator.validTokens().accessToken.unredactedValue
        } catch {
            throw Self.authError(for: .session(error))
        }
    }

    /// The profile's coordinator, created from the stored session when this process has none yet.
    func coordinator(for profileId: String) throws(AuthError) -> RefreshCoordinator {
        if let existing = coordinators[profileId] { return existing }
        guard let stored = try? device.session(profileId: profileId),
            let tokens = SessionTokens(stored.tokens)
        else { throw .notAuthenticated }
        return beginSession(profileId: profileId, tokens: tokens)
    }

    /// Hands fresh tokens (from a login, a registration or a restore) to the profile's coordinator.
    @discardableResult
    func beginSession(profileId: String, tokens: SessionTokens) -> RefreshCoordinator {
        let coordinator = RefreshCoordinator(
            refresher: ServerTokenRefresher(
                api: api, device: device, profileId: profileId, validator: claimsValidator),
            policy: configuration.environment.refreshPolicy(jitter: configuration.refreshJitter),
            sleeper: retrySleeper, now: { [clock] in clock.now }, events: sessionEventBroadcaster,
            initialTokens: tokens)
        coordinators[profileId] = coordinator
        return coordinator
    }

    /// Starts a coordinator for a stored bundle; stateless bundles (no refresh token) get none.
    func beginSession(profileId: String, bundle: TokenBundle) {
        if let tokens = SessionTokens(bundle) {
            beginSession(profileId: profileId, tokens: tokens)
        }
    }

    var claimsValidator: JWTClaimsValidator {
        JWTClaimsValidator(
            rules: JWTValidationRules(issuer: configuration.issuer, audience: configuration.audience),
            clock: clock)
    }

    static func authError(for error: AuthorizedRequestError) -> AuthError {
        switch error {
        case .transport(let transportError): .transport(transportError)
        case .session(.noSession), .rejectedAfterRefresh: .notAuthenticated
        case .session(.sessionEnded(let reason)): .sessionEnded(reason)
        case .session(.temporarilyUnavailable): .serverUnavailable
        case .session(.cancelled): .cancelled
        }
    }
}
