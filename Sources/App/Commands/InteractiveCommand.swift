import DI
import Interactors
import Presenters
import Router
import Views

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

    /// Builds the container on the chosen home and runs the router until quit or end of input.
    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        let environment = ProcessIO.environment()
        guard let settings = shared.engineSettings(environment: environment, appEnvironment: self.environment)
        else { return ExitStatus.failure }
        // A trace line may quote what was typed or a server's words: escaped like any screen text.
        let traceOutput =
            trace.map { format in
                TraceOutput(
                    format: format, throughServer: settings.server != nil,
                    writeLine: { ProcessIO.writeErrorLine($0) }, write: { ProcessIO.writeError($0) })
            } ?? .off
        defer { traceOutput.finish() }
        TerminalSignals.install()
        let terminal = StandardTerminal.make(noColorFlag: shared.noColor, environment: environment)
        defer { terminal.restore() }

        let container = Container(settings: settings, tracer: traceOutput.tracer, terminal: terminal)
        let router: AppRouter
        do {
            router = try container.makeRouter()
        } catch {
            ProcessIO.writeErrorLine("\(CommandTable.programName): \(error)")
            return ExitStatus.failure
        }
        switch await router.run() {
        case .quit:
            terminal.writeLine("Goodbye.")
            return ExitStatus.success
        case .endOfInput:
            terminal.writeLine()
            terminal.writeLine("End of input. Goodbye.")
            // Startup reads input only on its error screen: ending there means the app never started.
            return router.currentRoute == .startup ? ExitStatus.failure : ExitStatus.success
        }
    }
}
