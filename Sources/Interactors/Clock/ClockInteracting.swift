/// The use cases of `viper-auth clock`: the home's simulated time, shown, moved forward or put
/// back; `SimulationControls` implements them on a home or on a running server's home.
package protocol ClockInteracting: Sendable {
    /// The clock and its offset from real time.
    func clockReading() async throws(AppError) -> ClockReading
    /// Moves the clock forward by `seconds` (more than 0).
    func advanceClock(bySeconds seconds: Int64) async throws(AppError) -> ClockReading
    /// Puts the clock back to real time; `wasAhead` says whether it was ahead before.
    func resetClock() async throws(AppError) -> (reading: ClockReading, wasAhead: Bool)
}
