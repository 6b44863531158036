/// The attack simulation of `viper-auth simulate stolen-refresh-token`: a thief who copied a
/// refresh token before the device's last refresh presents it now.
extension AuthClient {
    /// Presents the profile's rotated-away refresh token (`StoredSession.rotatedRefreshToken`) at
    /// `POST /v1/auth/refresh` and reports what the server answered.
    ///
    /// Nothing on this device changes: whatever the server does, the app finds out at its next
    /// call, as the victim's app would. Should the server accept the token, the tokens it issued
    /// are dropped unread (they belong to the thief). The token itself is never returned.
    package func presentRotatedRefreshToken(profileId: String) async throws(AuthError)
        -> StolenRefreshTokenOutcome
    {
        guard try device.profile(id: profileId) != nil else { throw .profileNotFound }
        let stored: StoredSession?
        do {
            stored = try device.session(profileId: profileId)
        } catch {
            throw .notAuthenticated
        }
        guard let stored else { throw .notAuthenticated }
        guard let rotated = stored.rotatedRefreshToken else { return .noRotatedToken }
        let request = EngineRequest(
            method: .post, path: "/v1/auth/refresh",
            body: WireCoding.encode(RefreshBody(refreshToken: rotated)))
        let response: EngineResponse
        do {
            response = try await api.transport.send(request)
        } catch {
            throw .transport(error)
        }
        do throws(ServerRefusal) {
            _ = try ServerAPI.decode(response, as: TokenBundle.self)
            return .accepted
        } catch {
            switch error {
            case .refused(let status, let body) where body.code == .invalidGrant:
                let reason = RefreshRejection(rawValue: body.reason ?? "")?.endReason ?? .invalidGrant
                return .refused(status: status, reason: reason)
            case .refused(let status, _) where status < 500:
                return .refused(status: status, reason: nil)
            default:
                throw error.authError
            }
        }
    }
}

/// What presenting a rotated refresh token came to.
package enum StolenRefreshTokenOutcome: Equatable, Sendable {
    /// The session has not been refreshed since it began, so no refresh token has been rotated
    /// away yet: there is nothing a thief could have copied and the device no longer use.
    case noRotatedToken
    /// The server refused it with `status`; `reason` is the refresh refusal it named (`reused`
    /// when it detected the reuse and revoked the token family), nil for another refusal.
    case refused(status: Int, reason: SessionEndReason?)
    /// The server accepted a spent token: its reuse detection did not work.
    case accepted
}
