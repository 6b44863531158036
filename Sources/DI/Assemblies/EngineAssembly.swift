import Interactors

/// The engine and what every interactor shares: the settings, the tracer, the started engine and
/// the flow in progress, each one instance per container.
package struct EngineAssembly: Assembly {
    let settings: EngineSettings
    let tracer: Tracer

    /// An assembly for the engine under `settings`, tracing to `tracer`.
    package init(settings: EngineSettings, tracer: Tracer) {
        self.settings = settings
        self.tracer = tracer
    }

    /// Registers the settings, tracer, engine host and flow in progress.
    package func assemble(into container: Container) {
        container.register(instance: settings, as: EngineSettings.self)
        container.register(instance: tracer, as: Tracer.self)
        container.register(EngineHost.self, scope: .container) { resolver throws(ResolutionError) in
            EngineHost(
                settings: try resolver.resolve(EngineSettings.self), tracer: try resolver.resolve(Tracer.self)
            )
        }
        container.register(FlowInProgress.self, scope: .container) { _ in FlowInProgress() }
    }
}
