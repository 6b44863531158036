import Glibc

/// Adds the server's control token (`Authorization: Bearer <token>`) to the control routes'
/// requests (`ControlRouteAccess`), which a server answers a peer beyond loopback only with it.
/// The companion commands (`clock`, `faults`, `status`, `push`, `browser` with `--server URL`)
/// send through it; other routes pass unchanged.
package struct ControlTokenTransport: EngineTransport {
    private let base: any EngineTransport
    private let token: ControlToken?

    /// Carries requests to `base`, adding `token`, when there is one, to the control routes'.
    package init(base: any EngineTransport, token: ControlToken?) {
        self.base = base
        self.token = token
    }

    /// Carries requests to `base`, with the token the companion commands use: the value of
    /// `VIPER_AUTH_CONTROL_TOKEN` when set, else the one in `homeDirectory`'s server half (a
    /// command run on the server's own home), else none.
    package init(base: any EngineTransport, homeDirectory: String) {
        let fromEnvironment = getenv(ControlToken.environmentVariable).map { String(cString: $0) }
        let token =
            fromEnvironment.flatMap(ControlToken.init(text:))
            ?? (try? ControlToken.load(fromServerDirectory: homeDirectory + "/server")) ?? nil
        self.init(base: base, token: token)
    }

    /// Sends `request`, with the token when it is for a control route and names no credential itself.
    package func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        guard let token, RouteTable.standard.route(for: request)?.access == .control,
            request.header("Authorization") == nil
        else { return try await base.send(request) }
        var request = request
        request.headers["Authorization"] = token.authorizationValue
        return try await base.send(request)
    }
}
