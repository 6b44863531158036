/// The simulation controls of a server reached through `transport` (`viper-auth clock` and
/// `viper-auth faults` with `--server URL`): the clock and fault plan of the server's home, through
/// its simulation routes (`SimulationRoutes.swift`).
package struct RemoteSimulation: Sendable {
    private let transport: any EngineTransport

    /// The controls behind `transport`.
    package init(transport: any EngineTransport) {
        self.transport = transport
    }

    /// The server home's clock and faults.
    package func state() async throws(RemoteSimulationError) -> SimulationState {
        try await call(EngineRequest(method: .get, path: "/v1/simulation"))
    }

    /// Moves the server home's clock forward by `seconds` (more than 0).
    package func advanceClock(bySeconds seconds: Int64) async throws(RemoteSimulationError) -> SimulationState
    {
        try await post("/v1/simulation/clock", SimulationClockBody(advanceSeconds: seconds, reset: nil))
    }

    /// Puts the server home's clock back to real time.
    package func resetClock() async throws(RemoteSimulationError) -> SimulationState {
        try await post("/v1/simulation/clock", SimulationClockBody(advanceSeconds: nil, reset: true))
    }

    /// Adds `fault` after those in force on the server's home.
    package func addFault(_ fault: SimulatedFault) async throws(RemoteSimulationError) -> SimulationState {
        try await post("/v1/simulation/faults", SimulationFaultAddBody(fault))
    }

    /// Removes every fault on the server's home.
    package func clearFaults() async throws(RemoteSimulationError) -> SimulationState {
        try await post("/v1/simulation/faults/clear", [String: String]())
    }

    private func post(_ path: String, _ body: some Encodable) async throws(RemoteSimulationError)
        -> SimulationState
    {
        try await call(.postingJSON(body, to: path))
    }

    private func call(_ request: EngineRequest) async throws(RemoteSimulationError) -> SimulationState {
        let response: EngineResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw .unreachable
        }
        guard response.isSuccess else {
            let code = WireCoding.decode(ServerErrorBody.self, from: response.body)?.code
            throw code == .storageUnavailable || response.status >= 500
                ? .unavailable : .refused(status: response.status)
        }
        guard let body = WireCoding.decode(SimulationStateBody.self, from: response.body) else {
            throw .unreadableAnswer
        }
        let faults = body.faults.compactMap(SimulatedFault.init)
        guard faults.count == body.faults.count else { throw .unreadableAnswer }
        return SimulationState(now: body.now, offsetSeconds: body.offsetSeconds, faults: faults)
    }
}

/// A server home's clock and faults, as its simulation routes answer.
package struct SimulationState: Equatable, Sendable {
    /// The home's time, in seconds since the epoch.
    package let now: Int64
    /// How far ahead of real time that is.
    package let offsetSeconds: Int64
    /// The faults in force, in the order they apply.
    package let faults: [SimulatedFault]
}

/// Why a simulation route could not be used.
package enum RemoteSimulationError: Error, Equatable, Sendable {
    /// No answer: the server cannot be reached.
    case unreachable
    /// The server could not read or write its home's simulation files.
    case unavailable
    /// The server refused the request with `status` (an older server without the routes answers 404).
    case refused(status: Int)
    /// The answer was not the simulation state.
    case unreadableAnswer
}
