import Interactors
import Views

/// The commands layer: where the one-shot commands print, and one builder per command over the
/// settings, the engine host and the terminal — the interactive app's ending and `status`, `push`,
/// `browser`, `server`, `clock`, `faults`, `simulate`.
extension Container {
    /// Standard output and standard error; a test registers a recording one over it.
    package var commandOutput: Factory<any CommandOutput> {
        factory(scope: .container) { _ in StandardCommandOutput() }
    }

    var statusCommand: Factory<StatusCommandBuilder> {
        factory { container throws(ResolutionError) in
            StatusCommandBuilder(
                settings: container.settings, host: try container.engineHost(),
                output: try container.commandOutput())
        }
    }

    var pushCommand: Factory<PushCommandBuilder> {
        factory { container throws(ResolutionError) in
            PushCommandBuilder(settings: container.settings, output: try container.commandOutput())
        }
    }

    var serverCommand: Factory<ServerCommandBuilder> {
        factory { container throws(ResolutionError) in
            ServerCommandBuilder(settings: container.settings, output: try container.commandOutput())
        }
    }

    var browserCommand: Factory<BrowserCommandBuilder> {
        factory { container throws(ResolutionError) in
            BrowserCommandBuilder(
                settings: container.settings, terminal: container.terminal,
                output: try container.commandOutput())
        }
    }

    var interactiveCommand: Factory<InteractiveCommandBuilder> {
        factory { container throws(ResolutionError) in
            InteractiveCommandBuilder(terminal: container.terminal, output: try container.commandOutput())
        }
    }

    var clockCommand: Factory<ClockCommandBuilder> {
        factory { container throws(ResolutionError) in
            ClockCommandBuilder(settings: container.settings, output: try container.commandOutput())
        }
    }

    var faultsCommand: Factory<FaultsCommandBuilder> {
        factory { container throws(ResolutionError) in
            FaultsCommandBuilder(settings: container.settings, output: try container.commandOutput())
        }
    }

    var simulateCommand: Factory<SimulateCommandBuilder> {
        factory { container throws(ResolutionError) in
            SimulateCommandBuilder(host: try container.engineHost(), output: try container.commandOutput())
        }
    }

    var completionCommand: Factory<CompletionCommandBuilder> {
        factory { container throws(ResolutionError) in
            CompletionCommandBuilder(settings: container.settings, output: try container.commandOutput())
        }
    }
}
