import Interactors

/// The interactor of `clock` and of `faults` (both are the home's simulation controls).
@MainActor
final class SimulationInteractorMock: ClockInteracting, FaultsInteracting {
    enum Call: Equatable {
        case clockReading
        case advanceClock(seconds: Int64)
        case resetClock
        case faults
        case addFault(PlannedFault)
        case clearFaults
    }

    private(set) var calls: [Call] = []
    /// The home's clock as `clock` and `clock advance` read it.
    var readings: Script<Result<ClockReading, AppError>> = []
    /// What `clock reset` found and did.
    var resets: Script<Result<ClockResetAnswer, AppError>> = []
    /// The faults in force.
    var faultLists: Script<Result<[PlannedFault], AppError>> = []
    /// Whether `faults add` or `faults clear` went through (nil) or why not.
    var faultChanges: Script<AppError?> = []

    @MainActor func clockReading() async throws(AppError) -> ClockReading {
        calls.append(.clockReading)
        return try readings.next().get()
    }

    @MainActor func advanceClock(bySeconds seconds: Int64) async throws(AppError) -> ClockReading {
        calls.append(.advanceClock(seconds: seconds))
        return try readings.next().get()
    }

    @MainActor func resetClock() async throws(AppError) -> (reading: ClockReading, wasAhead: Bool) {
        calls.append(.resetClock)
        let answer = try resets.next().get()
        return (answer.reading, answer.wasAhead)
    }

    @MainActor func faults() async throws(AppError) -> [PlannedFault] {
        calls.append(.faults)
        return try faultLists.next().get()
    }

    @MainActor func addFault(_ fault: PlannedFault) async throws(AppError) {
        calls.append(.addFault(fault))
        if let error = faultChanges.next() { throw error }
    }

    @MainActor func clearFaults() async throws(AppError) {
        calls.append(.clearFaults)
        if let error = faultChanges.next() { throw error }
    }
}

/// What `resetClock()` answers.
struct ClockResetAnswer: Equatable {
    let reading: ClockReading
    let wasAhead: Bool
}
