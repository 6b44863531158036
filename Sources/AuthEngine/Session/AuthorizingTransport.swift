/// Sends resource requests with `Authorization: Bearer <access token>`, refreshing the token first
/// when it is within the threshold, and once more after a 401.
///
/// It is not an `EngineTransport` itself: a request can fail for session reasons as well as
/// transport ones, and `AuthorizedRequestError` says which.
package struct AuthorizingTransport: Sendable {
    /// Routes that authenticate by other means and must never wait for a refresh: login and
    /// refresh itself (a refresh through here would wait for itself).
    package static let defaultBypassedPaths: Set<String> = ["/v1/auth/login", "/v1/auth/refresh"]

    /// Paths sent unchanged, without a token; compared exactly.
    package let bypassedPaths: Set<String>
    private let transport: any EngineTransport
    private let coordinator: RefreshCoordinator

    /// Wraps `transport`, taking tokens from `coordinator`.
    package init(
        wrapping transport: any EngineTransport, coordinator: RefreshCoordinator,
        bypassedPaths: Set<String> = AuthorizingTransport.defaultBypassedPaths
    ) {
        self.transport = transport
        self.coordinator = coordinator
        self.bypassedPaths = bypassedPaths
    }

    /// Sends `request`, authorized unless its path is bypassed; a second 401 is an error, not a loop.
    package func send(_ request: EngineRequest) async throws(AuthorizedRequestError) -> EngineResponse {
        guard !bypassedPaths.contains(request.path) else {
            return try await forward(request)
        }
        let tokens = try await validTokens()
        let response = try await forward(request.authorized(with: tokens.accessToken))
        guard response.status == 401 else {
            return response
        }
        let refreshed = try await tokensAfterRejection(of: tokens.accessToken)
        let retried = try await forward(request.authorized(with: refreshed.accessToken))
        guard retried.status == 401 else {
            return retried
        }
        throw .rejectedAfterRefresh
    }

    private func forward(_ request: EngineRequest) async throws(AuthorizedRequestError) -> EngineResponse {
        do {
            return try await transport.send(request)
        } catch {
            throw .transport(error)
        }
    }

    private func validTokens() async throws(AuthorizedRequestError) -> SessionTokens {
        do {
            return try await coordinator.validTokens()
        } catch {
            throw .session(error)
        }
    }

    private func tokensAfterRejection(of accessToken: RedactedToken) async throws(AuthorizedRequestError)
        -> SessionTokens
    {
        do {
            return try await coordinator.forceRefresh(rejectedAccessToken: accessToken)
        } catch {
            throw .session(error)
        }
    }
}

/// Why an authorized request got no usable response.
package enum AuthorizedRequestError: Error, Equatable, Sendable {
    /// The request, or its retry, got no response.
    case transport(TransportError)
    /// No valid token could be had: no session, an ended one, or refresh unavailable for now.
    case session(SessionError)
    /// The server refused a freshly refreshed token too; retrying again would only loop.
    case rejectedAfterRefresh
}

extension EngineRequest {
    /// A copy carrying `token` as its only Authorization header, whatever the case of an earlier one.
    fileprivate func authorized(with token: RedactedToken) -> EngineRequest {
        var copy = self
        copy.headers.remove("Authorization")
        copy.headers.append("Authorization", "Bearer \(token.unredactedValue)")
        return copy
    }
}
