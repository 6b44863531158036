import Interactors
import Presenters
import Router
import Views

extension CommandRunner {
    /// `viper-auth`: the interactive app on the home the options name, with the session refresh
    /// policy of `environment`, each hop across the layers traced on standard error in `trace`'s
    /// format when given. Runs the router until quit or end of input; the terminal is restored and
    /// the trace ended however it ends.
    package func interactive(environment: AppEnvironment, trace: TraceFormat?) async -> CommandOutcome {
        guard let settings = settings(appEnvironment: environment) else { return .failed }
        // A trace line may quote what was typed or a server's words: escaped like any screen text.
        let traceOutput =
            trace.map { [output] format in
                TraceOutput(
                    format: format, throughServer: settings.server != nil,
                    writeLine: { output.writeLine($0, to: .standardError) },
                    write: { output.write($0, to: .standardError) })
            } ?? .off
        defer { traceOutput.finish() }
        TerminalSignals.install()
        let terminal = StandardTerminal.make(noColorFlag: options.noColor, environment: options.environment)
        defer { terminal.restore() }
        let container = container(settings: settings, tracer: traceOutput.tracer, terminal: terminal)
        let router = container.makeRouter()
        let ending = container.makeInteractiveEnding()
        let end = await router.run()
        switch end {
        case .quit:
            return ending.end(.quit)
        case .endOfInput:
            // Startup reads input only on its error screen: ending there means the app never started.
            return ending.end(.endOfInput(started: router.currentRoute != .startup))
        }
    }

    /// `viper-auth graph`: the route graph, drawn from the transition table the router follows.
    package func graph(_ format: GraphFormat) -> CommandOutcome {
        output.write(RouteGraph.render(as: format), to: .standardOutput)
        return .done
    }
}
