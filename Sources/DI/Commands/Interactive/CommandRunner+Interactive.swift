import Interactors
import Presenters
import Router
import Views

extension CommandRunner {
    /// `viper-auth`: the interactive app on the home the options name, with the session refresh
    /// policy of `environment`, each hop across the layers traced on standard error when `trace`.
    /// Runs the router until quit or end of input; the terminal is restored however it ends.
    package func interactive(environment: AppEnvironment, trace: Bool) async -> CommandOutcome {
        guard let settings = settings(appEnvironment: environment) else { return .failed }
        // A trace line may quote what was typed or a server's words: escaped like any screen text.
        let tracer = trace ? Tracer { [output] in output.writeLine($0, to: .standardError) } : Tracer.disabled
        TerminalSignals.install()
        let terminal = StandardTerminal.make(noColorFlag: options.noColor, environment: options.environment)
        defer { terminal.restore() }
        let container = container(settings: settings, tracer: tracer, terminal: terminal)
        let router: AppRouter
        let ending: InteractiveView
        do {
            router = try AppContainer.makeRouter(resolvingFrom: container)
            ending = try container.resolve(InteractiveCommandBuilder.self).make()
        } catch {
            cannotStart(.wiring(String(describing: error)))
            return .failed
        }
        switch await router.run() {
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
