/// The use cases of `viper-auth faults`: the home's fault plan, listed, added to or cleared;
/// `SimulationControls` implements them on a home or on a running server's home.
package protocol FaultsInteracting: Sendable {
    /// The faults in force, oldest first.
    func faults() async throws(AppError) -> [PlannedFault]
    /// Adds `fault` after those in force.
    func addFault(_ fault: PlannedFault) async throws(AppError)
    /// Removes every fault.
    func clearFaults() async throws(AppError)
}
