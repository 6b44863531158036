/// How a token server answers a request over HTTP, as one chain of steps in order:
///
/// 1. access: a control route (`RouteAccess.control`) refuses a peer its policy does not admit
///    (`ControlRouteAccess`); bearer and device-proof routes verify their credential in the handler,
///    which needs what it proves;
/// 2. faults: the home's fault plan (`FaultPlan`) may answer in the server's place;
/// 3. the route and durability (`TokenServer.handle`): the handler runs, and its answer waits until
///    what it wrote or read is durable;
/// 4. clock offset: every answer names the home's clock offset, so a client follows the server's
///    time whatever it is told.
///
/// A route that reads only memory (`RouteTable.Route.answersFromMemory`) takes the same steps on the
/// HTTP server's I/O thread when no fault is planned (`answerFromMemory`).
package struct ServerPipeline: Sendable {
    private let server: TokenServer
    private let access: ControlRouteAccess
    private let faultPlan: FaultPlan

    /// The chain for `server`, with the control routes' `access` policy and the home's `faultPlan`.
    package init(server: TokenServer, access: ControlRouteAccess, faultPlan: FaultPlan) {
        self.server = server
        self.access = access
        self.faultPlan = faultPlan
    }

    /// The chain of a server process that owns `server`'s home: the control token kept in its
    /// server directory (made on the first start), every peer admitted to the control routes when
    /// `allowsEveryPeer`, and the home's fault plan.
    package static func owning(_ server: TokenServer, allowsEveryPeer: Bool) throws(StoreError)
        -> ServerPipeline
    {
        let token = try ControlToken.loadOrCreate(inServerDirectory: server.database.store.directory)
        return ServerPipeline(
            server: server, access: ControlRouteAccess(controlToken: token, allowsEveryPeer: allowsEveryPeer),
            faultPlan: FaultPlan(directory: server.simulationDirectory))
    }

    /// The answer to any request, as a task on the cooperative pool.
    @Sendable package func answer(_ request: EngineRequest) async -> EngineResponse {
        guard permits(request) else { return stamped(ControlRefusal().response) }
        let transport = FaultPlanTransport(base: InProcessTransport(server: server), plan: faultPlan)
        do {
            return stamped(try await transport.send(request))
        } catch {
            // A played fault that leaves the client with no answer in process becomes, over HTTP,
            // the answer a gateway gives for an upstream it cannot reach (503) or that did not
            // answer (504).
            let status = error == .timedOut ? 504 : 503
            return stamped(FaultPlanTransport.playedResponse(status: status, fault: "unreachable"))
        }
    }

    /// The answer to a request that reads only memory, on the HTTP server's I/O thread; nil when
    /// the request must go to `answer` (a refused peer, any other route, or a fault plan in force).
    @Sendable package func answerFromMemory(_ request: EngineRequest) -> EngineResponse? {
        guard permits(request), faultPlan.isEmpty else { return nil }
        return server.answerFromMemory(request).map(stamped)
    }

    /// `Simulated-Clock-Offset`, for the answers the HTTP layer writes by itself too.
    @Sendable package func offsetFields() -> HTTPFields {
        [ServerFollowingClock.offsetHeader: String(server.clock.simulatedOffsetSeconds ?? 0)]
    }

    /// At the start of each turn of the HTTP server's loop: the home's clock and fault plan look
    /// at their files once in the turn, not at every reading (`SimulationFileReading`).
    @Sendable package func turnBegan() {
        server.clock.revalidateAtNextReading()
        faultPlan.revalidateAtNextReading()
    }

    private func permits(_ request: EngineRequest) -> Bool {
        server.routes.route(for: request)?.access != .control || access.permits(request)
    }

    private func stamped(_ response: EngineResponse) -> EngineResponse {
        guard response.header(ServerFollowingClock.offsetHeader) == nil else { return response }
        var response = response
        response.headers.placeClockOffset(server.clock.simulatedOffsetSeconds ?? 0)
        return response
    }
}

extension HTTPServer {
    /// Starts serving `pipeline` on `configuration`'s address; `logger` gets each response's access
    /// log entry and `turnEnded` runs at the end of each turn of the loop (both on its I/O thread).
    package static func start(
        configuration: HTTPServerConfiguration, serving pipeline: ServerPipeline,
        logger: @escaping @Sendable (HTTPAccessLogEntry) -> Void, turnEnded: (@Sendable () -> Void)? = nil
    ) throws(HTTPServerError) -> HTTPServer {
        try start(
            configuration: configuration, logger: logger, refusalFields: pipeline.offsetFields,
            immediateHandler: pipeline.answerFromMemory, turnBegan: pipeline.turnBegan,
            turnEnded: turnEnded, handler: pipeline.answer)
    }
}

extension HTTPFields {
    /// Sets `Simulated-Clock-Offset`, placed among the fields in name order (after `Content-Type`
    /// and `Retry-After`, before `WWW-Authenticate` and `X-Simulated-Fault`), where the /v1
    /// routes' clients have always found it.
    mutating func placeClockOffset(_ seconds: Int64) {
        let name = ServerFollowingClock.offsetHeader
        remove(name)
        let lowercasedName = name.utf8.lazy.map(HTTPSyntax.lowercased)
        let position =
            firstIndex {
                lowercasedName.lexicographicallyPrecedes($0.name.utf8.lazy.map(HTTPSyntax.lowercased))
            }
            ?? count
        insert(name, String(seconds), at: position)
    }
}
