import Interactors
import Router

/// What the command line asks for.
enum Command: Equatable {
    /// The interactive app.
    case interactive(InteractiveOptions)
    /// `viper-auth graph`: print the flow graph.
    case graph(GraphFormat)
    /// `--help`.
    case help
    /// `--version`.
    case version
}

/// The options of the interactive app.
struct InteractiveOptions: Equatable {
    /// `--home DIR`, when given.
    var home: String?
    /// `--env dev|staging|prod`.
    var environment = AppEnvironment.prod
    /// `--trace`: each hop across the layers on standard error.
    var trace = false
    /// `--no-color`.
    var noColor = false
}

/// A command line that cannot be run; the message is one line for standard error.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    var description: String { message }
}
