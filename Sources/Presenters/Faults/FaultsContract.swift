import Interactors

/// What `viper-auth faults` is asked to do with the home's fault plan.
package enum FaultsRequest: Equatable, Sendable {
    /// `faults`: list the faults in force.
    case list
    /// `faults add …`: add `fault` after those in force.
    case add(PlannedFault)
    /// `faults clear`: remove every fault.
    case clear
}

/// What the Faults presenter asks its view to print; the shared verbs are all it needs.
@MainActor
package protocol FaultsViewInterface: CommandViewInterface {}

/// What the Faults view hands its presenter: the one request of the run.
@MainActor
package protocol FaultsPresenting: AnyObject {
    /// Does what `request` asks and says how it went.
    func run(_ request: FaultsRequest) async -> CommandOutcome
}
