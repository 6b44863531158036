import Interactors

/// Why a command could not start on the home and server its options name.
package enum CommandStartProblem: Equatable, Sendable {
    /// The home directory cannot be used.
    case home(AppError)
    /// The server named by `variable` (an environment variable) is not a server URL: `value` is
    /// what it holds, `expected` what the command line's option says it accepts.
    case serverVariable(variable: String, value: String, expected: String)
}

/// What the CommandStart presenter asks its view to print; the shared verbs are all it needs.
@MainActor
package protocol CommandStartViewInterface: CommandViewInterface {}

/// What the CommandStart view hands its presenter.
@MainActor
package protocol CommandStartPresenting: AnyObject {
    /// Says why the command could not start; the command has failed.
    func present(_ problem: CommandStartProblem) -> CommandOutcome
}
