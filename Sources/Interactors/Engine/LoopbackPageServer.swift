import AuthEngine

/// The in-process token server's browser pages (the OpenID login page and the device page) served
/// on a loopback port for the time of one registration step, so a browser can reach a server that
/// otherwise has no address.
///
/// Only those pages are served: the rest of the server (tokens, control routes) is the app's own
/// business with its server, not a browser's. The server stays with the home's process, which
/// keeps its shared ownership of the store; nothing is announced in the home.
package final class LoopbackPageServer: Sendable {
    /// The paths a browser visits: the authorize endpoint (its form posts back to it) and the
    /// device verification page, as the provider's discovery document names them.
    static let pagePaths: Set<String> = ["/oauth2/authorize", "/oauth2/device"]

    private let http: HTTPServer

    private init(http: HTTPServer) {
        self.http = http
    }

    /// Listens on a free loopback port and answers the page paths from `server`, 404 elsewhere;
    /// `tracer` sees each request as a Browser → Engine hop, by method and path alone (the query
    /// and the form carry the sign-in's `state` and the password).
    static func start(over server: TokenServer, tracer: Tracer) throws(HTTPServerError) -> LoopbackPageServer
    {
        let transport = InProcessTransport(server: server)
        let http = try HTTPServer.start(
            configuration: HTTPServerConfiguration(
                address: .loopback(port: 0), maxConnections: 16, maxLingeringConnections: 4,
                idleTimeout: .seconds(5)),
            logger: { _ in },
            handler: { request in
                let summary = request.summary
                tracer.hop(.browser, .engine, in: Layer.browser.rawValue, summary)
                let response = await answer(request, from: transport)
                tracer.hop(.engine, .browser, in: Layer.browser.rawValue, "\(response.status) for \(summary)")
                return response
            })
        return LoopbackPageServer(http: http)
    }

    private static func answer(_ request: EngineRequest, from transport: InProcessTransport) async
        -> EngineResponse
    {
        guard pagePaths.contains(request.path) else {
            return .html("<!doctype html><title>Not found</title><p>Not found.</p>", status: 404)
        }
        do {
            return try await transport.send(request)
        } catch {
            return .html("<!doctype html><title>Unavailable</title><p>Unavailable.</p>", status: 503)
        }
    }

    /// `http://127.0.0.1:PORT`, where the pages are.
    package var url: String { http.url }

    /// Stops listening; requests in flight are still answered. Safe to call more than once.
    package func stop() {
        http.requestStop()
    }
}
