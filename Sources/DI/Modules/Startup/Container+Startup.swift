import Interactors

/// The Startup module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// Startup: start the engine and restore the stored session.
    package var startupInteractor: Factory<any StartupInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = StartupInteractor(host: try container.engineHost())
            return container.traced(interactor, in: .startup) {
                TracingStartupInteractor(base: $0, trace: $1)
            }
        }
    }
}
