/// How a run of the interactive app ended, as the router reports it.
package enum InteractiveEnd: Equatable, Sendable {
    /// The person chose to quit.
    case quit
    /// Input ended; `started` is false when it ended at the start-up error screen, before the app
    /// could start.
    case endOfInput(started: Bool)
}

/// What the Interactive presenter asks its view to print when the run is over, besides the shared
/// verbs.
@MainActor
package protocol InteractiveViewInterface: CommandViewInterface {
    /// Prints the last lines of the run on the terminal.
    func showFarewell(_ lines: [String])
}

/// What the Interactive view hands its presenter: how the run ended.
@MainActor
package protocol InteractivePresenting: AnyObject {
    /// Says goodbye as the run's `end` calls for, and judges how the app ended.
    func present(_ end: InteractiveEnd) -> CommandOutcome
}
