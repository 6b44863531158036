/// The use cases of `viper-auth simulate`: an attack played against the home's server
/// (`StolenTokenSimulation` plays the one there is).
package protocol SimulateInteracting: Sendable {
    /// Presents the rotated-away refresh token of `profile` (a profile id or an account email on
    /// this device), as a thief who copied it would, and says what the server answered.
    func run(profile: String) async throws(AppError) -> StolenTokenAnswer
}

extension StolenTokenSimulation: SimulateInteracting {}
