/// What `viper-auth clock` is asked to do with the home's simulated time.
package enum ClockRequest: Equatable, Sendable {
    /// `clock`: show the time and its offset.
    case show
    /// `clock advance DURATION`: move it forward by `seconds`.
    case advance(seconds: Int64)
    /// `clock reset`: back to real time.
    case reset
}

/// What the Clock presenter asks its view to print; the shared verbs are all it needs.
@MainActor
package protocol ClockViewInterface: CommandViewInterface {}

/// What the Clock view hands its presenter: the one request of the run.
@MainActor
package protocol ClockPresenting: AnyObject {
    /// Does what `request` asks and says how it went.
    func run(_ request: ClockRequest) async -> CommandOutcome
}
