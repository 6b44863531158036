import DI
import Interactors

/// The interactive app: `viper-auth [--env dev|staging|prod] [--trace[=text|mermaid]]`, the root
/// of the table.
struct InteractiveCommand: Command {
    static let environment = Argument<AppEnvironment>.choice(
        "--env", help: "Session refresh policy (default \(AppEnvironment.prod.rawValue)).")
    static let trace = Argument<TraceFormat>.choice(
        "--trace", standard: .text,
        help: "Print each hop View -> Presenter -> Interactor -> Engine -> Presenter -> Router on "
            + "standard error (never a PIN, password or token), a line each; --trace=mermaid writes "
            + "them as a Mermaid sequenceDiagram of the session instead (2> session.mmd).")

    static let declaration = CommandDeclaration(
        name: CommandTable.programName, summary: "the interactive app",
        usage: .sequence([.optional(environment), .optional(trace)]),
        subcommands: CommandTable.subcommands)

    /// The session refresh policy; `prod` unless given.
    var environment = AppEnvironment.prod
    /// Each hop across the layers on standard error, in this format; nil for none.
    var trace: TraceFormat?
}

extension InteractiveCommand {
    init(_ arguments: ParsedArguments) {
        environment = arguments[Self.environment] ?? .prod
        trace = arguments[Self.trace]
    }

    /// Runs the app on the chosen home until quit or end of input.
    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().interactive(environment: environment, trace: trace))
    }
}
