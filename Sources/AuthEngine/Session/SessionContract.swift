/// Exchanges a refresh token for new tokens; the token server's `/v1/auth/refresh` stands behind it.
///
/// Implementations send through the raw transport, never through `AuthorizingTransport`, so a
/// refresh can never wait for itself.
package protocol TokenRefreshing: Sendable {
    /// Sends one refresh request. Refresh tokens rotate, so the result replaces every old token.
    func refresh(using refreshToken: RedactedToken) async throws(RefreshFailure) -> SessionTokens
}

/// Waits between retries; a seam so tests check backoff schedules without waiting.
package protocol RetrySleeper: Sendable {
    /// Returns after `seconds`, or throws when the waiting task is cancelled.
    func sleep(seconds: Double) async throws(CancellationError)
}
