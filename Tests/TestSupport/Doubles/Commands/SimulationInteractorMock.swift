import Interactors

/// The interactor of `clock` and of `faults` (both are the home's simulation controls).
@MainActor
package final class SimulationInteractorMock: ClockInteracting, FaultsInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case clockReading
        case advanceClock(seconds: Int64)
        case resetClock
        case faults
        case addFault(PlannedFault)
        case clearFaults
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// The home's clock as `clock` and `clock advance` read it.
    package var readings: Script<Result<ClockReading, AppError>> = []
    /// What `clock reset` found and did.
    package var resets: Script<Result<ClockResetAnswer, AppError>> = []
    /// The faults in force.
    package var faultLists: Script<Result<[PlannedFault], AppError>> = []
    /// Whether `faults add` or `faults clear` went through (nil) or why not.
    package var faultChanges: Script<AppError?> = []

    /// Records the call and gives the next scripted answer.
    @MainActor package func clockReading() async throws(AppError) -> ClockReading {
        calls.append(.clockReading)
        return try readings.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func advanceClock(bySeconds seconds: Int64) async throws(AppError) -> ClockReading {
        calls.append(.advanceClock(seconds: seconds))
        return try readings.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func resetClock() async throws(AppError) -> (reading: ClockReading, wasAhead: Bool) {
        calls.append(.resetClock)
        let answer = try resets.next().get()
        return (answer.reading, answer.wasAhead)
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func faults() async throws(AppError) -> [PlannedFault] {
        calls.append(.faults)
        return try faultLists.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func addFault(_ fault: PlannedFault) async throws(AppError) {
        calls.append(.addFault(fault))
        if let error = faultChanges.next() { throw error }
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func clearFaults() async throws(AppError) {
        calls.append(.clearFaults)
        if let error = faultChanges.next() { throw error }
    }
}

/// What `resetClock()` answers.
package struct ClockResetAnswer: Equatable {
    /// The clock after the reset.
    package let reading: ClockReading
    /// Whether the clock was ahead of real time before.
    package let wasAhead: Bool

    /// The answer of a reset that left `reading`, from a clock that was ahead or not.
    package init(reading: ClockReading, wasAhead: Bool) {
        self.reading = reading
        self.wasAhead = wasAhead
    }
}
