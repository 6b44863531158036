import Interactors

/// The Registration module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// Registration: sign in or up with an identity provider.
    package var registrationInteractor: Factory<any RegistrationInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = RegistrationInteractor(
                host: try container.engineHost())
            return container.traced(interactor, in: .registration) {
                TracingRegistrationInteractor(base: $0, trace: $1)
            }
        }
    }
}
