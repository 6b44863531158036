import AuthEngine

/// Passes requests to the in-process server and, with `--trace`, records each one as an
/// Interactor → Engine hop: method, path and status only, never headers or bodies (which carry
/// tokens and SCRAM proofs).
struct TracingTransport: EngineTransport {
    let base: any EngineTransport
    let tracer: Tracer

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        tracer.hop(.interactor, .engine, in: "Engine", request.summary)
        do {
            let response = try await base.send(request)
            let played =
                response.headers[FaultPlanTransport.faultHeader] == nil ? "" : " (simulated fault)"
            tracer.hop(
                .engine, .interactor, in: "Engine", "\(response.status) for \(request.summary)\(played)")
            return response
        } catch {
            tracer.hop(.engine, .interactor, in: "Engine", "\(Self.traced(error)) for \(request.summary)")
            throw error
        }
    }

    /// What the trace says when no response came; the engine's error is a code, the words are here.
    private static func traced(_ error: TransportError) -> String {
        switch error {
        case .unreachable: "The authentication server could not be reached."
        case .timedOut: "The authentication server did not answer in time."
        }
    }
}
