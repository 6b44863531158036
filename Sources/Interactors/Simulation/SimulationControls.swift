import AuthEngine

/// The use cases of `viper-auth clock` and `viper-auth faults`, on a home (`HomeSimulation`) or on
/// the home of the server `--server URL` names (`ServerSimulation`): the commands print the same
/// either way.
package protocol SimulationControls: ClockInteracting, FaultsInteracting {}

extension HomeSimulation {
    /// The controls `settings` name: the server's over HTTP when it has one, else the home's own.
    package static func controls(settings: EngineSettings) -> any SimulationControls {
        if let url = settings.server {
            let transport = ControlTokenTransport(
                base: HTTPClientTransport(server: url), homeDirectory: settings.homeDirectory)
            return ServerSimulation(remote: RemoteSimulation(transport: transport))
        }
        return HomeSimulation(settings: settings)
    }
}

extension HomeSimulation: SimulationControls {
    /// Puts the clock back to real time, saying whether it was ahead.
    package func resetClock() throws(AppError) -> (reading: ClockReading, wasAhead: Bool) {
        let wasAhead = clockOffsetSeconds() > 0
        return (try resetClock(), wasAhead)
    }
}

/// The simulation controls of a running `viper-auth server`, through its simulation routes.
struct ServerSimulation: SimulationControls {
    let remote: RemoteSimulation

    func clockReading() async throws(AppError) -> ClockReading {
        ClockReading(try await state { () async throws(RemoteSimulationError) in try await remote.state() })
    }

    func advanceClock(bySeconds seconds: Int64) async throws(AppError) -> ClockReading {
        ClockReading(
            try await state { () async throws(RemoteSimulationError) in
                try await remote.advanceClock(bySeconds: seconds)
            })
    }

    func resetClock() async throws(AppError) -> (reading: ClockReading, wasAhead: Bool) {
        let before = try? await remote.state()
        let after = try await state { () async throws(RemoteSimulationError) in try await remote.resetClock()
        }
        return (ClockReading(after), (before?.offsetSeconds ?? 0) > 0)
    }

    func faults() async throws(AppError) -> [PlannedFault] {
        try await state { () async throws(RemoteSimulationError) in try await remote.state() }.faults
            .map(PlannedFault.init)
    }

    func addFault(_ fault: PlannedFault) async throws(AppError) {
        _ = try await state { () async throws(RemoteSimulationError) in
            try await remote.addFault(fault.engineFault)
        }
    }

    func clearFaults() async throws(AppError) {
        _ = try await state { () async throws(RemoteSimulationError) in try await remote.clearFaults() }
    }

    private func state(_ call: () async throws(RemoteSimulationError) -> SimulationState)
        async throws(AppError) -> SimulationState
    {
        do {
            return try await call()
        } catch {
            switch error {
            case .unreachable: throw .serverUnreachable
            case .unavailable, .unreadableAnswer: throw .serverUnavailable
            // A server without these routes answers 404; any other refusal is of a request this
            // build checked before sending it.
            case .refused(let status):
                throw .rejected(status == 404 ? .unsupportedRequest : .malformedRequest)
            }
        }
    }
}

extension ClockReading {
    init(_ state: SimulationState) {
        self.init(now: state.now, offsetSeconds: state.offsetSeconds)
    }
}
