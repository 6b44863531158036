extension TokenServer {
    /// The answer to a request that reads nothing but the state this server keeps in memory
    /// (`GET /v1/auth/me`, `GET /v1/config`), computed on the caller's thread without suspending;
    /// nil for every other request, and for every request when this server reads its state from
    /// disk (`ServerAccess.shared`). The HTTP server answers these on its I/O thread
    /// (`HTTPServer.ImmediateHandler`), sparing them the trip to the cooperative pool and back.
    package func answerFromMemory(_ request: EngineRequest) -> EngineResponse? {
        guard database.cache != nil, request.method == .get else { return nil }
        var response: EngineResponse
        do {
            switch request.path {
            case "/v1/auth/me": response = try me(request)
            case "/v1/config": response = try configurationRoute()
            default: return nil
            }
        } catch {
            response = Self.failureResponse(error)
        }
        if let offset = clock.simulatedOffsetSeconds {
            response.headers[ServerFollowingClock.offsetHeader] = String(offset)
        }
        return response
    }
}
