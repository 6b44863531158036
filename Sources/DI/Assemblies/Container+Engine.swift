import Interactors

/// The engine layer: what every interactor shares, one instance per container.
extension Container {
    /// The started engine over the settings, tracing its requests as Interactor → Engine hops.
    package var engineHost: Factory<EngineHost> {
        factory(scope: .container) { container in
            EngineHost(settings: container.settings, tracer: container.tracer)
        }
    }
}
