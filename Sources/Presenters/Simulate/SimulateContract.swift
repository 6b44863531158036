/// The attack `viper-auth simulate` is asked to play (`simulate` alone lists them: the command
/// table's help).
package enum SimulateRequest: Equatable, Sendable {
    /// `simulate stolen-refresh-token --profile P`.
    case stolenRefreshToken(profile: String)
}

/// What the Simulate presenter asks its view to print; the shared verbs are all it needs.
@MainActor
package protocol SimulateViewInterface: CommandViewInterface {}

/// What the Simulate view hands its presenter: the one request of the run.
@MainActor
package protocol SimulatePresenting: AnyObject {
    /// Does what `request` asks and says how it went.
    func run(_ request: SimulateRequest) async -> CommandOutcome
}
