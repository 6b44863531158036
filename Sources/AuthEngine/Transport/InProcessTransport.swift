/// Delivers requests straight to a `TokenServer` in the same process.
public struct InProcessTransport: EngineTransport {
    private let server: TokenServer

    /// Connects to `server`.
    public init(server: TokenServer) {
        self.server = server
    }

    /// Hands the request to the server; in process, there is no transport failure.
    public func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        await server.handle(request)
    }
}
