/// Delivers requests straight to a `TokenServer` in the same process.
package struct InProcessTransport: EngineTransport {
    private let server: TokenServer

    /// Connects to `server`.
    package init(server: TokenServer) {
        self.server = server
    }

    /// Hands the request to the server; in process, there is no transport failure.
    package func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        await server.handle(request)
    }
}
