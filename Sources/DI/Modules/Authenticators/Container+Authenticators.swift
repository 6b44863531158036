import Interactors

/// The Authenticators module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// Authenticators: list, register, remove, prefer.
    package var authenticatorsInteractor: Factory<any AuthenticatorsInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = AuthenticatorsInteractor(
                host: try container.engineHost())
            return container.traced(interactor, in: .authenticators) {
                TracingAuthenticatorsInteractor(base: $0, trace: $1)
            }
        }
    }
}
