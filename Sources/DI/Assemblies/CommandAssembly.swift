import Interactors
import Views

/// The commands: where they print, and one builder per command over the engine's settings, host
/// and terminal — the interactive app's ending and the one-shot commands (`status`, `push`,
/// `browser`, `server`, `clock`, `faults`, `simulate`).
package struct CommandAssembly: Assembly {
    /// Creates the assembly.
    package init() {}

    /// Registers the output and each command's builder.
    package func assemble(into container: Container) {
        container.register((any CommandOutput).self, scope: .container) { _ in StandardCommandOutput() }
        container.register(StatusCommandBuilder.self) { r throws(ResolutionError) in
            StatusCommandBuilder(
                settings: try r.resolve(EngineSettings.self), host: try r.resolve(EngineHost.self),
                output: try r.resolve((any CommandOutput).self))
        }
        container.register(PushCommandBuilder.self) { r throws(ResolutionError) in
            PushCommandBuilder(
                settings: try r.resolve(EngineSettings.self), output: try r.resolve((any CommandOutput).self))
        }
        container.register(ServerCommandBuilder.self) { r throws(ResolutionError) in
            ServerCommandBuilder(
                settings: try r.resolve(EngineSettings.self), output: try r.resolve((any CommandOutput).self))
        }
        container.register(BrowserCommandBuilder.self) { r throws(ResolutionError) in
            BrowserCommandBuilder(
                settings: try r.resolve(EngineSettings.self), terminal: try r.resolve((any Terminal).self),
                output: try r.resolve((any CommandOutput).self))
        }
        container.register(InteractiveCommandBuilder.self) { r throws(ResolutionError) in
            InteractiveCommandBuilder(
                terminal: try r.resolve((any Terminal).self), output: try r.resolve((any CommandOutput).self))
        }
        container.register(ClockCommandBuilder.self) { r throws(ResolutionError) in
            ClockCommandBuilder(
                settings: try r.resolve(EngineSettings.self), output: try r.resolve((any CommandOutput).self))
        }
        container.register(FaultsCommandBuilder.self) { r throws(ResolutionError) in
            FaultsCommandBuilder(
                settings: try r.resolve(EngineSettings.self), output: try r.resolve((any CommandOutput).self))
        }
        container.register(SimulateCommandBuilder.self) { r throws(ResolutionError) in
            SimulateCommandBuilder(
                host: try r.resolve(EngineHost.self), output: try r.resolve((any CommandOutput).self))
        }
    }
}
