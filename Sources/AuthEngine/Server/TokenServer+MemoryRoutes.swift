extension TokenServer {
    /// The answer to a request whose route reads nothing but the state this server keeps in memory
    /// (`RouteTable.Route.answersFromMemory`), computed on the caller's thread without suspending;
    /// nil for every other request, for every request when this server reads its state from disk
    /// (`ServerAccess.shared`), and when what the request read is not durable yet (it then takes the
    /// ordinary path, which waits for it). The HTTP server answers these on its I/O thread
    /// (`HTTPServer.ImmediateHandler`), sparing them the trip to the cooperative pool and back.
    package func answerFromMemory(_ request: EngineRequest) -> EngineResponse? {
        guard database.keepsStateInMemory, let answer = routes.route(for: request)?.memoryHandler else {
            return nil
        }
        return database.withoutWaiting { answer(self, request) }.map(stampingClockOffset)
    }
}
