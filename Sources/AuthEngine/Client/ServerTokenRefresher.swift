/// Refreshes one profile's session at `POST /v1/auth/refresh` and keeps the device's three session
/// items in step: new tokens are written before anyone uses them, and a terminal refusal wipes them.
///
/// It sends through the raw transport, never through `AuthorizingTransport`, so a refresh can never
/// wait for itself.
struct ServerTokenRefresher: TokenRefreshing {
    let api: ServerAPI
    let device: DeviceStore
    let profileId: String
    let validator: JWTClaimsValidator

    func refresh(using refreshToken: RedactedToken) async throws(RefreshFailure) -> SessionTokens {
        let request = EngineRequest(
            method: .post, path: "/v1/auth/refresh",
            body: WireCoding.encode(RefreshBody(refreshToken: refreshToken.unredactedValue)))
        let response: EngineResponse
        do {
            response = try await api.transport.send(request)
        } catch {
            throw .transient(.transport(error))
        }
        // Checked before decoding so the failure names the real status, with an error body or not.
        if response.status >= 500 { throw .transient(.serverError(status: response.status)) }
        let bundle: TokenBundle
        do throws(ServerRefusal) {
            bundle = try ServerAPI.decode(response, as: TokenBundle.self)
        } catch {
            throw endingSessionIfTerminal(Self.failure(for: error))
        }
        // The server has already rotated the old token, so an answer that cannot be trusted leaves
        // nothing to continue with: the session ends rather than presenting the spent token again.
        guard let tokens = SessionTokens(bundle),
            let claims = try? validator.validateAccessToken(bundle.accessToken)
        else {
            throw endingSessionIfTerminal(.terminal(.invalidGrant))
        }
        persist(bundle, context: claims.activeContext, rotatedAway: refreshToken)
        return tokens
    }

    /// Writes the new tokens over the stored ones, unless the session was cleared meanwhile (a logout
    /// racing this refresh must not bring a session back).
    private func persist(_ bundle: TokenBundle, context: ActiveContext, rotatedAway: RedactedToken) {
        guard let stored = try? device.session(profileId: profileId) else { return }
        try? device.saveSession(
            StoredSession(
                tokens: bundle, user: stored.user, context: context,
                rotatedRefreshToken: rotatedAway.unredactedValue),
            profileId: profileId)
    }

    private func endingSessionIfTerminal(_ failure: RefreshFailure) -> RefreshFailure {
        if case .terminal = failure {
            try? device.clearSession(profileId: profileId)
        }
        return failure
    }

    /// Transport failures and 5xx answers are transient; `invalid_grant` names why the session ended.
    static func failure(for refusal: ServerRefusal) -> RefreshFailure {
        switch refusal {
        case .transport(let error): return .transient(.transport(error))
        case .unavailable: return .transient(.serverError(status: 500))
        case .malformedResponse: return .terminal(.invalidGrant)
        case .refused(let status, _) where status >= 500: return .transient(.serverError(status: status))
        case .refused(_, let body):
            let rejection = body.code == .invalidGrant ? RefreshRejection(rawValue: body.reason ?? "") : nil
            return .terminal(rejection?.endReason ?? .invalidGrant)
        }
    }
}

extension SessionTokens {
    /// The coordinator's view of a stored bundle; nil for a stateless one, which has no refresh token.
    init?(_ bundle: TokenBundle) {
        guard let refreshToken = bundle.refreshToken else { return nil }
        self.init(
            accessToken: RedactedToken(bundle.accessToken), accessTokenExpiresAt: bundle.accessTokenExpiresAt,
            refreshToken: RedactedToken(refreshToken), idToken: RedactedToken(bundle.idToken))
    }
}
