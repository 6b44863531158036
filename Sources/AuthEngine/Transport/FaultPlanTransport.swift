/// Plays the home's fault plan (`FaultPlan`) on the requests it carries to another transport: a
/// matching request gets the fault instead of (or, when slow, before) the server's answer, and the
/// fault is used up by one. The client above it cannot tell a played fault from a real one.
package struct FaultPlanTransport: EngineTransport {
    /// The header a played answer carries, so a trace can say the failure was simulated.
    package static let faultHeader = "X-Simulated-Fault"

    private let base: any EngineTransport
    private let plan: FaultPlan
    private let sleeper: any RetrySleeper

    /// Carries requests to `base`, playing `plan`'s faults; `sleeper` holds a slow request (tests
    /// inject one that does not wait).
    package init(base: any EngineTransport, plan: FaultPlan, sleeper: any RetrySleeper = TaskSleeper()) {
        self.base = base
        self.plan = plan
        self.sleeper = sleeper
    }

    /// The server's answer, or the fault planned for this route.
    package func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        // The simulation routes are how the plan is cleared: nothing may stand in their way.
        guard !TokenServer.isSimulationPath(request.path) else { return try await base.send(request) }
        switch plan.take(for: request) {
        case nil:
            return try await base.send(request)
        case .status(let code):
            return Self.playedResponse(status: code, fault: "status")
        case .unreachable:
            throw .unreachable
        case .slow(let milliseconds):
            do {
                try await sleeper.sleep(seconds: Double(milliseconds) / 1000)
            } catch {
                // The caller gave up waiting, as a client whose request is cancelled does.
                throw .timedOut
            }
            return try await base.send(request)
        case .malformed:
            // Labelled JSON like every answer of the server, which is what makes it a malformed one.
            return EngineResponse(
                status: 200, contentType: EngineResponse.jsonType, headers: [Self.faultHeader: "malformed"],
                body: Array("<html>502 Bad Gateway</html>".utf8))
        }
    }

    /// The answer a played `fault` (`status`, `unreachable`) gives with `status`: the error the
    /// server sends with it when it refuses without a more specific reason, so the client maps a
    /// played status as it would the real one, and the header that says it was played.
    package static func playedResponse(status: Int, fault: String) -> EngineResponse {
        let failure: ServerFailure
        switch status {
        case 401: failure = .invalidAccessToken
        case 404: failure = .routeNotFound
        case 429: failure = .rateLimited(retryAfterSeconds: 60)
        case 500...599: failure = .storage(.corrupt(name: ServerDatabase.stateName))
        default: failure = .malformedRequest("Simulated failure.")
        }
        var response = failure.response
        response.status = status
        response.headers = [faultHeader: fault]
        return response
    }
}
