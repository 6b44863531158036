/// The home's simulation controls as routes, for `viper-auth clock` and `viper-auth faults` with
/// `--server URL`: the same clock and fault plan, under the same locks, that those commands change
/// on a home. They take no token: on loopback or a trusted network (docs/HTTP.md), whoever can
/// reach the server may move its clock, as whoever can open the home may. No fault ever applies to
/// them (`TokenServer.answers`), so a fault plan can always be cleared.
extension TokenServer {
    /// The longest one advance may move the clock, as `viper-auth clock advance` allows.
    static let maximumClockAdvanceSeconds = HomeClock.maximumAdvanceSeconds

    /// True for the paths of the simulation routes.
    static func isSimulationPath(_ path: String) -> Bool {
        path == "/v1/simulation" || path.hasPrefix("/v1/simulation/")
    }

    /// `GET /v1/simulation`: the clock and the faults in force.
    func simulationState(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let clock = HomeClock(directory: simulationDirectory)
        let offset: Int64
        let faults: [SimulatedFault]
        do {
            offset = try clock.offsetSeconds()
            faults = try FaultPlan(directory: simulationDirectory).faults()
        } catch {
            throw .storage(error)
        }
        return .json(
            SimulationStateBody(
                now: clock.now, offsetSeconds: offset, faults: faults.map(StoredFault.init)))
    }

    /// `POST /v1/simulation/clock`: `{"advanceSeconds": N}` moves it forward, `{"reset": true}`
    /// puts it back to real time; either way the answer is the state after.
    func changeSimulatedClock(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(SimulationClockBody.self)
        let clock = HomeClock(directory: simulationDirectory)
        do {
            switch (body.advanceSeconds, body.reset) {
            case (let seconds?, nil):
                guard (1...Self.maximumClockAdvanceSeconds).contains(seconds) else {
                    throw ServerFailure.malformedRequest(
                        "advanceSeconds must be from 1 to \(Self.maximumClockAdvanceSeconds): "
                            + "the clock only moves forward.")
                }
                try clock.advance(bySeconds: seconds)
            case (nil, true?):
                try clock.reset()
            default:
                throw ServerFailure.malformedRequest(
                    "Give either advanceSeconds (a whole number of seconds) or reset: true.")
            }
        } catch let error as ServerFailure {
            throw error
        } catch let error as StoreError {
            throw .storage(error)
        } catch {
            throw .storage(.corrupt(name: ClockDocument.name))
        }
        return try simulationState(request)
    }

    /// `POST /v1/simulation/faults`: adds one fault after those in force.
    func addSimulatedFault(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(SimulationFaultAddBody.self)
        let fault = try body.fault()
        do {
            try FaultPlan(directory: simulationDirectory).add(fault)
        } catch {
            throw .storage(error)
        }
        return try simulationState(request)
    }

    /// `POST /v1/simulation/faults/clear`: removes every fault.
    func clearSimulatedFaults(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        do {
            try FaultPlan(directory: simulationDirectory).clear()
        } catch {
            throw .storage(error)
        }
        return try simulationState(request)
    }
}

/// The answer of every simulation route.
struct SimulationStateBody: Codable, Equatable {
    /// The home's time, in seconds since the epoch.
    var now: Int64
    /// How far ahead of real time that is.
    var offsetSeconds: Int64
    /// The faults in force, in the order they apply.
    var faults: [StoredFault]
}

/// `POST /v1/simulation/clock`'s body: exactly one of the two.
struct SimulationClockBody: Codable {
    var advanceSeconds: Int64?
    var reset: Bool?
}

/// `POST /v1/simulation/faults`'s body: the route, what happens, and for how many requests.
struct SimulationFaultAddBody: Codable {
    var method: String
    var path: String
    /// `status`, `unreachable`, `slow` or `malformed`.
    var kind: String
    /// For `status`: 400 to 599.
    var status: Int?
    /// For `slow`: more than 0, at most `SimulatedFault.maximumDelayMilliseconds`.
    var delayMilliseconds: Int64?
    /// 1 to `SimulatedFault.maximumTimes`; 1 when left out.
    var times: Int?
}

extension SimulationFaultAddBody {
    init(_ fault: SimulatedFault) {
        let stored = StoredFault(fault)
        method = stored.method.rawValue
        path = stored.path
        kind = stored.kind
        status = stored.status
        delayMilliseconds = stored.delayMilliseconds
        times = stored.remaining
    }

    /// The fault, or a 400 naming the part that is wrong.
    func fault() throws(ServerFailure) -> SimulatedFault {
        guard let httpMethod = HTTPMethod(rawValue: method) else {
            throw .malformedRequest("method must be GET, POST or DELETE.")
        }
        guard let faultKind = FaultKind(named: kind, status: status, delayMilliseconds: delayMilliseconds)
        else {
            throw .malformedRequest(
                "kind must be status (with status), unreachable, slow (with delayMilliseconds) "
                    + "or malformed.")
        }
        do {
            return try SimulatedFault(method: httpMethod, path: path, kind: faultKind, remaining: times ?? 1)
        } catch {
            switch error {
            case .unknownRoute:
                throw .malformedRequest(
                    "No fault can apply to \(method) \(path): not a route the server answers.")
            case .timesOutOfRange:
                throw .malformedRequest("times must be from 1 to \(SimulatedFault.maximumTimes).")
            case .statusOutOfRange: throw .malformedRequest("status must be from 400 to 599.")
            case .delayOutOfRange:
                throw .malformedRequest(
                    "delayMilliseconds must be from 1 to \(SimulatedFault.maximumDelayMilliseconds).")
            }
        }
    }
}
