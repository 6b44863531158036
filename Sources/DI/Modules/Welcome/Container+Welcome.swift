import Interactors

/// The Welcome module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// Welcome: the profiles, the implicit read, the start of a login.
    package var welcomeInteractor: Factory<any WelcomeInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = WelcomeInteractor(
                host: try container.engineHost())
            return container.traced(interactor, in: .welcome) {
                TracingWelcomeInteractor(base: $0, trace: $1)
            }
        }
    }
}
