extension TokenServer {
    /// The answer to a request that reads nothing but the state this server keeps in memory
    /// (`GET /v1/auth/me`, `GET /v1/config`), computed on the caller's thread without suspending;
    /// nil for every other request, for every request when this server reads its state from disk
    /// (`ServerAccess.shared`), and when what the request read is not durable yet (it then takes the
    /// ordinary path, which waits for it). The HTTP server answers these on its I/O thread
    /// (`HTTPServer.ImmediateHandler`), sparing them the trip to the cooperative pool and back.
    package func answerFromMemory(_ request: EngineRequest) -> EngineResponse? {
        guard database.keepsStateInMemory, request.method == .get else { return nil }
        let answer: (() throws(ServerFailure) -> EngineResponse)
        switch request.path {
        case "/v1/auth/me": answer = { () throws(ServerFailure) in try self.me(request) }
        case "/v1/config": answer = { () throws(ServerFailure) in try self.configurationRoute() }
        default: return nil
        }
        let computed = database.withoutWaiting { () -> EngineResponse in
            do throws(ServerFailure) {
                return try answer()
            } catch {
                return Self.failureResponse(error)
            }
        }
        guard var response = computed else { return nil }
        if let offset = clock.simulatedOffsetSeconds {
            response.headers[ServerFollowingClock.offsetHeader] = String(offset)
        }
        return response
    }
}
